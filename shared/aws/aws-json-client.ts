import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import aws4 from 'aws4';
import { http } from '#shared/node-builtins.ts';
import { errorOfAnswer, timeoutError } from './aws-error.ts';
import { maxAttempts, retryBase, retryDelay } from './aws-retry.ts';

/**
 * A client of an AWS service that speaks the JSON protocol (DynamoDB, SQS, KMS): each operation
 * is one signed POST of a JSON body named by `X-Amz-Target`; or REST-JSON with a POST path per
 * operation (the RDS Data API, SES v2). It replaces the AWS SDK's clients in the functions, whose
 * shared runtime (@smithy/core with its middleware stack, serde and endpoint rules, about 150 KB
 * per bundle) was most of every function's size and cold start (docs/decisions/bundles.md). What it keeps of the SDK: SigV4 signing (aws4), the standard
 * retries (aws-retry.ts), the deadlines of REQUEST_DEADLINES, keep-alive connections, and errors
 * shaped as the SDK's (aws-error.ts).
 */
export type AwsJsonService = {
  /** Signing name, and the first label of the regional host unless `host` names another. */
  service: string;
  /** The first label of the regional host where it is not the signing name (SES: `email`). */
  host?: string;
  /** Attempts per call where not the standard three (aws-retry.ts). */
  maxAttempts?: number;
} & (
  | {
      /** The `X-Amz-Target` prefix: `DynamoDB_20120810`, `AmazonSQS`, `TrentService`. */
      target: string;
      /** `1.0` (DynamoDB, SQS) or `1.1` (KMS). */
      jsonVersion: '1.0' | '1.1';
    }
  | {
      /** REST-JSON: the path each operation is POSTed to (`ExecuteStatement` -> `/Execute`). */
      paths: Readonly<Record<string, string>>;
    }
);

/**
 * Per-attempt deadlines of the AWS calls. Without them a dependency that stops answering (but
 * keeps its connection) holds the request until the Lambda times out, and API Gateway answers 504
 * after 29 s; with them the call is retried, then fails with a TimeoutError, which the API answers
 * as a 503 with Retry-After (shared/http/problem.ts). A DynamoDB call takes milliseconds; 10 s
 * leaves room for a 1 MB scan page of the rebuild.
 */
const REQUEST_DEADLINES = { connectionTimeout: 2_000, requestTimeout: 10_000 } as const;

/** Where a client sends: the region, and a local endpoint (DynamoDB Local, fauxqs) if one is set. */
export type AwsJsonTarget = { region: string; endpoint: string | undefined };

/** Sends `input` as `operation` and resolves with the parsed answer; rejects with an AwsServiceError. */
export type AwsJsonCall = <O = Record<string, unknown>>(operation: string, input: object) => Promise<O>;

// The SDK's Node handler kept connections alive too, with at most 50 sockets per host. Plain
// HTTP serves the local endpoints only (DynamoDB Local, fauxqs, the local SES and SMS).
const transports = {
  'https:': { request: https.request, agent: new https.Agent({ keepAlive: true, maxSockets: 50 }) },
  'http:': { request: http.request, agent: new http.Agent({ keepAlive: true, maxSockets: 50 }) },
};

/** Lambda passes the execution role's credentials in the environment; local endpoints take any. */
const credentials = (local: boolean) => {
  if (local) return { accessKeyId: 'local', secretAccessKey: 'local' };
  const { AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_SESSION_TOKEN } = process.env;
  if (!AWS_ACCESS_KEY_ID || !AWS_SECRET_ACCESS_KEY)
    throw Object.assign(new Error('No AWS credentials in the environment (AWS_ACCESS_KEY_ID)'), {
      name: 'CredentialsProviderError',
    });
  return {
    accessKeyId: AWS_ACCESS_KEY_ID,
    secretAccessKey: AWS_SECRET_ACCESS_KEY,
    ...(AWS_SESSION_TOKEN ? { sessionToken: AWS_SESSION_TOKEN } : {}),
  };
};

type Answer = { status: number; headers: IncomingHttpHeaders; text: string };

type Deadlines = { connectionTimeout: number; requestTimeout: number };

/** One HTTP exchange with the connection and idle deadlines the SDK clients had. */
const exchange = (url: URL, headers: Record<string, string | number>, body: string, deadlines: Deadlines) => {
  const transport = url.protocol === 'http:' ? transports['http:'] : transports['https:'];
  return new Promise<Answer>((resolve, reject) => {
    const request = transport.request(
      {
        protocol: url.protocol,
        hostname: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        headers,
        agent: transport.agent,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.on('socket', (socket) => {
      if (!socket.connecting) return;
      const timer = setTimeout(
        () =>
          request.destroy(
            timeoutError(`No connection to ${url.host} within ${deadlines.connectionTimeout} ms`),
          ),
        deadlines.connectionTimeout,
      );
      socket.once('connect', () => clearTimeout(timer));
      socket.once('close', () => clearTimeout(timer));
    });
    request.setTimeout(deadlines.requestTimeout, () =>
      request.destroy(timeoutError(`No answer from ${url.host} within ${deadlines.requestTimeout} ms`)),
    );
    request.end(body);
  });
};

/**
 * A JSON-protocol client of `service`, created once per container (module scope). `where` is read
 * at each call; `deadlines` are REQUEST_DEADLINES but in the client's own tests.
 */
export const awsJsonClient = (
  service: AwsJsonService,
  where: () => AwsJsonTarget,
  deadlines: Deadlines = REQUEST_DEADLINES,
): AwsJsonCall => {
  const named = 'target' in service;
  const headers = (operation: string): Record<string, string> =>
    named
      ? {
          'Content-Type': `application/x-amz-json-${service.jsonVersion}`,
          'X-Amz-Target': `${service.target}.${operation}`,
        }
      : { 'Content-Type': 'application/json' };
  const once = async (operation: string, body: string) => {
    const { region, endpoint } = where();
    const url = new URL(endpoint ?? `https://${service.host ?? service.service}.${region}.amazonaws.com/`);
    if (!named) url.pathname = service.paths[operation] ?? `/${operation}`;
    const signed = aws4.sign(
      {
        host: url.host,
        path: url.pathname,
        method: 'POST',
        service: service.service,
        region,
        headers: headers(operation),
        body,
      },
      credentials(endpoint !== undefined),
    );
    const answer = await exchange(url, signed.headers as Record<string, string>, body, deadlines);
    if (answer.status >= 200 && answer.status < 300) return answer.text ? JSON.parse(answer.text) : {};
    throw errorOfAnswer(answer.status, answer.headers, answer.text);
  };
  return async <O>(operation: string, input: object): Promise<O> => {
    const body = JSON.stringify(input);
    const attempts = service.maxAttempts ?? maxAttempts();
    for (let attempt = 1; ; attempt++) {
      try {
        return (await once(operation, body)) as O;
      } catch (error) {
        const base = retryBase(error);
        if (base === undefined || attempt >= attempts) {
          const metadata = (error as { $metadata?: { attempts?: number } }).$metadata;
          if (metadata) metadata.attempts = attempt;
          throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, retryDelay(base, attempt)));
      }
    }
  };
};
