import { Logger } from '@aws-lambda-powertools/logger';
import type { LogLevel } from '@aws-lambda-powertools/logger/types';
import { config } from '#shared/config.ts';
import { sourceMappedErrors } from '#shared/source-mapped-stack.ts';

/** The one logger (Powertools, JSON). Never log tokens, secrets or full request bodies. */
export const logger = new Logger({
  serviceName: config.serviceName,
  // Passed, not left to Powertools, which reads process.env: the local stack hands its handlers
  // their environment without writing it there (shared/config.ts provideEnvironment).
  logLevel: config.logLevel as LogLevel | undefined,
  // Deployed, a logged error's stack names the sources, mapped when it is logged rather than by
  // --enable-source-maps at every cold start (shared/source-mapped-stack.ts).
  jsonReplacerFn: sourceMappedErrors,
});
