import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** An SMS the local stack "sent": what AWS End User Messaging SMS would have delivered. */
export type LocalSms = {
  messageId: string;
  destinationPhoneNumber: string;
  messageBody: string;
  messageType?: string;
  originationIdentity?: string;
  configurationSetName?: string;
  context: Record<string, string>;
  at: string;
};

/**
 * Numbers that make the local SMS service answer like AWS does in trouble, so that the failure
 * paths run end to end: the first is refused for good (ValidationException), the second is
 * throttled on the first two attempts of each notification (ThrottlingException), then accepted.
 */
export const LOCAL_SMS_REJECTED = '+4799999001';
export const LOCAL_SMS_THROTTLED = '+4799999002';
const THROTTLED_ATTEMPTS = 2;

const readJson = (req: IncomingMessage): Promise<Record<string, unknown>> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        resolve(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'));
      } catch (error) {
        reject(error);
      }
    });
    req.on('error', reject);
  });

const json = (res: ServerResponse, status: number, body: unknown, type = 'application/json') => {
  res.writeHead(status, { 'content-type': type });
  res.end(JSON.stringify(body));
};
const awsError = (res: ServerResponse, type: string, message: string, extra: object = {}) =>
  json(res, 400, { __type: type, message, ...extra }, 'application/x-amz-json-1.0');

/**
 * A local stand-in for AWS End User Messaging SMS (pinpoint-sms-voice-v2, JSON 1.0 protocol): the
 * sender's client talks to it through `SMS_ENDPOINT`. It keeps every accepted SMS in memory,
 * readable at `GET /messages` (optionally `?to=+47...`), and cleared by `DELETE /messages`.
 */
export const startSmsServer = async (port = 0) => {
  const outbox: LocalSms[] = [];
  const attempts = new Map<string, number>();
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'GET' && url.pathname === '/messages') {
        const to = url.searchParams.get('to');
        return json(res, 200, to ? outbox.filter((m) => m.destinationPhoneNumber === to) : outbox);
      }
      if (req.method === 'DELETE' && url.pathname === '/messages') {
        outbox.length = 0;
        return json(res, 200, {});
      }
      const target = String(req.headers['x-amz-target'] ?? '');
      if (req.method !== 'POST' || target !== 'PinpointSMSVoiceV2.SendTextMessage') {
        return awsError(
          res,
          'UnknownOperationException',
          `local SMS supports SendTextMessage only, got '${target}'`,
        );
      }
      const input = await readJson(req);
      const destination = String(input.DestinationPhoneNumber ?? '');
      const context = (input.Context ?? {}) as Record<string, string>;
      if (!/^\+[1-9]\d{6,14}$/.test(destination)) {
        return awsError(res, 'ValidationException', 'DestinationPhoneNumber must be E.164', {
          Reason: 'INVALID_PARAMETER',
        });
      }
      if (destination === LOCAL_SMS_REJECTED) {
        return awsError(res, 'ValidationException', 'The destination phone number is opted out', {
          Reason: 'DESTINATION_PHONE_NUMBER_OPTED_OUT',
        });
      }
      const attemptKey = `${destination}#${context.notificationUid ?? ''}`;
      const attempt = (attempts.get(attemptKey) ?? 0) + 1;
      attempts.set(attemptKey, attempt);
      if (destination === LOCAL_SMS_THROTTLED && attempt <= THROTTLED_ATTEMPTS) {
        return awsError(res, 'ThrottlingException', 'Rate exceeded');
      }
      const sms: LocalSms = {
        messageId: randomUUID(),
        destinationPhoneNumber: destination,
        messageBody: String(input.MessageBody ?? ''),
        context,
        at: new Date().toISOString(),
        ...(input.MessageType ? { messageType: String(input.MessageType) } : {}),
        ...(input.OriginationIdentity ? { originationIdentity: String(input.OriginationIdentity) } : {}),
        ...(input.ConfigurationSetName ? { configurationSetName: String(input.ConfigurationSetName) } : {}),
      };
      outbox.push(sms);
      return json(res, 200, { MessageId: sms.messageId }, 'application/x-amz-json-1.0');
    } catch (error) {
      return awsError(res, 'InternalServerException', (error as Error).message);
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${bound}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
