import { Metrics } from '@aws-lambda-powertools/metrics';
import { config } from '#shared/config.ts';

/**
 * The one metrics emitter (CloudWatch EMF). A module of its own so that functions that emit no
 * metrics do not bundle it.
 */
export const metrics = new Metrics({ namespace: 'RetailCommerceApi', serviceName: config.serviceName });
