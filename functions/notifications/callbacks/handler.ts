import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { UnauthorizedError } from '#shared/errors.ts';
import { createHttpHandler } from '#shared/http/handler.ts';
import { toProblemResponse } from '#shared/http/problem.ts';
import { logger } from '#shared/observability.ts';
import { applyReport } from './apply-report.ts';
import { basicCredentialsMatch } from './basic-auth.ts';
import { callbackCredentials } from './credentials.ts';
import { fromProviderEvent, isKnownProviderType } from './report.ts';
import { routes } from './routes.ts';
import { sesReportsOf } from './ses-event.ts';

const http = createHttpHandler(routes, {
  mailProviderCallback: async ({ body }) => {
    if (!isKnownProviderType(body.RecordType)) {
      logger.warn('ignoring a mail-provider event of unknown type', { recordType: body.RecordType });
      return {};
    }
    const result = await applyReport(fromProviderEvent(body));
    logger.info('mail-provider event', { recordType: body.RecordType, result });
    return {};
  },
});

const unauthorized = (event: APIGatewayProxyEvent): APIGatewayProxyResult =>
  toProblemResponse(
    new UnauthorizedError('valid Basic credentials are required', {
      headers: { 'WWW-Authenticate': 'Basic realm="mailprovider", charset="UTF-8"' },
    }),
    { requestId: event.requestContext?.requestId ?? crypto.randomUUID(), instance: event.path ?? '' },
  );

/**
 * One function, two doors: the mail provider's HTTPS callback (Basic credentials checked before the
 * body is even read), and SES's own events delivered by SNS or EventBridge, which AWS invokes
 * directly. A failure on the SES door throws, so that SNS/EventBridge deliver the event again.
 */
export const handler = async (
  event: unknown,
  context: Context,
): Promise<APIGatewayProxyResult | undefined> => {
  const ses = sesReportsOf(event);
  if (ses) {
    for (const report of ses) {
      const result = await applyReport(report, 'ses');
      logger.info('SES event', { type: report.type, result });
    }
    return undefined;
  }
  const request = event as APIGatewayProxyEvent;
  const authorization = Object.entries(request.headers ?? {}).find(
    ([k]) => k.toLowerCase() === 'authorization',
  )?.[1];
  if (!basicCredentialsMatch(authorization, await callbackCredentials())) return unauthorized(request);
  return http(request, context);
};
