import { Logger } from '@aws-lambda-powertools/logger';
import { config } from '#shared/config.ts';

/** The one logger (Powertools, JSON). Never log tokens, secrets or full request bodies. */
export const logger = new Logger({ serviceName: config.serviceName });
