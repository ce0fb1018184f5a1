import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { config } from '#shared/config.ts';

/** The one logger (Powertools, JSON). Never log tokens, secrets or full request bodies. */
export const logger = new Logger({ serviceName: config.serviceName });

/** The one metrics emitter (CloudWatch EMF). */
export const metrics = new Metrics({ namespace: 'RetailCommerceApi', serviceName: config.serviceName });
