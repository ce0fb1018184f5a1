import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AwsServiceError } from '#shared/aws/aws-error.ts';
import { awsJsonClient } from '#shared/aws/aws-json-client.ts';
import { kmsCalls } from '#shared/aws/kms.ts';
import { ExecuteStatementCommand, RDSDataClient } from '#shared/aws/rds-data.ts';

/**
 * The JSON-protocol client against a real HTTP server on loopback, which answers what each test
 * scripts: the signature AWS checks, the SDK's retry rules, the deadlines and the error shape.
 */
type Seen = { headers: IncomingMessage['headers']; body: string; path: string };
type Script = (seen: Seen, res: ServerResponse) => void;
let server: Server;
let endpoint: string;
let script: Script[] = [];
const seen: Seen[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const entry = { headers: req.headers, body, path: req.url ?? '' };
      seen.push(entry);
      (script.shift() ?? ((_, r) => r.end('{}')))(entry, res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));
afterEach(() => {
  seen.length = 0;
  script = [];
  vi.restoreAllMocks();
});

/** The hash the SDK signer takes, on node:crypto (what @smithy/hash-node does). */
class Sha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: unknown) {
    this.hash = secret ? createHmac('sha256', secret as Uint8Array) : createHash('sha256');
  }
  update(data: unknown) {
    this.hash.update(data as Uint8Array);
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
}

const answer =
  (status: number, body: object, headers: Record<string, string> = {}): Script =>
  (_, res) => {
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0', ...headers });
    res.end(JSON.stringify(body));
  };
const client = (deadlines = { connectionTimeout: 2000, requestTimeout: 10_000 }) =>
  awsJsonClient(
    { service: 'dynamodb', target: 'DynamoDB_20120810', jsonVersion: '1.0' },
    () => ({ region: 'eu-north-1', endpoint }),
    deadlines,
  );

describe('the AWS JSON client', () => {
  it('signs exactly as the AWS SDK signer does, with the target and JSON body', async () => {
    script = [answer(200, { Table: { TableStatus: 'ACTIVE' } })];
    const out = await client()('DescribeTable', { TableName: 'tåble' });
    expect(out).toEqual({ Table: { TableStatus: 'ACTIVE' } });
    const [request] = seen;
    expect(request?.headers['x-amz-target']).toBe('DynamoDB_20120810.DescribeTable');
    expect(request?.headers['content-type']).toBe('application/x-amz-json-1.0');
    expect(JSON.parse(request?.body ?? '')).toEqual({ TableName: 'tåble' });
    const date = String(request?.headers['x-amz-date']);
    const signer = new SignatureV4({
      service: 'dynamodb',
      region: 'eu-north-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      sha256: Sha256,
      // The SDK adds a payload hash header for S3 only; a DynamoDB request carries none.
      applyChecksum: false,
    });
    const { authorization: _, connection: __, ...headers } = request?.headers ?? {};
    const expected = await signer.sign(
      {
        method: 'POST',
        protocol: 'http:',
        hostname: '127.0.0.1',
        path: request?.path ?? '/',
        headers: headers as Record<string, string>,
        body: request?.body,
      },
      {
        signingDate: new Date(
          `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${date.slice(9, 11)}:${date.slice(11, 13)}:${date.slice(13, 15)}Z`,
        ),
      },
    );
    expect(request?.headers.authorization).toBe(expected.headers.authorization);
  });

  it('answers an AWS error as the SDK shapes it, members included, and does not retry it', async () => {
    script = [
      answer(400, {
        __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
        message: 'Transaction cancelled',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
      }),
    ];
    const error = await client()('TransactWriteItems', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AwsServiceError);
    expect(error).toMatchObject({
      name: 'TransactionCanceledException',
      message: 'Transaction cancelled',
      $fault: 'client',
      $metadata: { httpStatusCode: 400, attempts: 1 },
      CancellationReasons: [{ Code: 'ConditionalCheckFailed' }],
    });
    expect(seen).toHaveLength(1);
  });

  it('retries 5xx and throttling with backoff, three attempts in all', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    script = [answer(503, {}), answer(400, { __type: 'x#ThrottlingException' }), answer(200, { ok: 1 })];
    expect(await client()('GetItem', {})).toEqual({ ok: 1 });
    expect(seen).toHaveLength(3);

    script = [
      answer(500, { __type: 'x#InternalServerError' }),
      answer(500, { __type: 'x#InternalServerError' }),
      answer(500, { __type: 'x#InternalServerError' }),
      answer(200, {}),
    ];
    const error = await client()('GetItem', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({
      name: 'InternalServerError',
      $fault: 'server',
      $metadata: { attempts: 3 },
    });
    expect(seen).toHaveLength(6);
  });

  it('gives up on an answer that does not come within the deadline, as a TimeoutError', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    script = [() => undefined, () => undefined, () => undefined];
    const started = Date.now();
    const error = await client({ connectionTimeout: 2000, requestTimeout: 100 })('GetItem', {}).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: 'TimeoutError' });
    expect(seen).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('reads the error code from the x-amzn-errortype header first, without namespace and suffix', async () => {
    script = [answer(400, { message: 'm' }, { 'x-amzn-errortype': 'ValidationException:http://internal' })];
    await expect(client()('GetItem', {})).rejects.toMatchObject({
      name: 'ValidationException',
      message: 'm',
    });
  });

  it('speaks KMS JSON 1.1 with binary members as base64', async () => {
    const kms = kmsCalls(
      awsJsonClient({ service: 'kms', target: 'TrentService', jsonVersion: '1.1' }, () => ({
        region: 'eu-north-1',
        endpoint,
      })),
    );
    script = [answer(200, { CiphertextBlob: Buffer.from('sealed').toString('base64') })];
    const sealed = await kms.encrypt('alias/k', Buffer.from('secret'), { tenantUid: 't1' });
    expect(sealed.toString()).toBe('sealed');
    expect(seen[0]?.headers['x-amz-target']).toBe('TrentService.Encrypt');
    expect(seen[0]?.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({
      KeyId: 'alias/k',
      Plaintext: Buffer.from('secret').toString('base64'),
      EncryptionContext: { tenantUid: 't1' },
    });
  });

  it('speaks REST-JSON to the Data API: a path per operation, blobs as base64 both ways', async () => {
    const client = new RDSDataClient({ region: 'eu-north-1', endpoint });
    script = [
      answer(200, { records: [[{ blobValue: Buffer.from([1, 2]).toString('base64') }, { longValue: 7 }]] }),
    ];
    const out = await client.send(
      new ExecuteStatementCommand({
        sql: 'select :1',
        parameters: [{ name: '1', value: { blobValue: new Uint8Array([9]) } }],
      }),
    );
    expect(out).toEqual({ records: [[{ blobValue: new Uint8Array([1, 2]) }, { longValue: 7 }]] });
    expect(seen[0]?.path).toBe('/Execute');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[0]?.headers['x-amz-target']).toBeUndefined();
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({
      sql: 'select :1',
      parameters: [{ name: '1', value: { blobValue: 'CQ==' } }],
    });
  });
});
