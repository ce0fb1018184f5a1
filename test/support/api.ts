import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { importJWK, SignJWT } from 'jose';
import { inject } from 'vitest';
import { type DevKeys, LOCAL_AUDIENCE, LOCAL_ISSUER } from '#infra/local/dev-keys.ts';
import { type AccessLevel, PERMISSIONS, type Permission, type Scheme } from '#shared/auth/model.ts';
import { type OpenApiDocument, responseContract } from '#test/support/response-contract.ts';

/** The running local stack of this test run. */
export const stack = () => inject('stack');

/** A tenant uid no other test uses: tests isolate by tenant, not by table. */
export const uniqueTenant = (prefix = 't') => `${prefix}-${randomBytes(6).toString('hex')}`;
export const uniqueUid = (prefix = 'u') => `${prefix}-${randomBytes(6).toString('hex')}`;

let keys: Promise<DevKeys> | undefined;
const devKeys = () => {
  keys ??= readFile(join(stack().keysDir, 'dev-keys.json'), 'utf8').then((t) => JSON.parse(t) as DevKeys);
  return keys;
};

export type TokenOptions = {
  tenant: string;
  permissions?: readonly Permission[] | 'all';
  access?: AccessLevel;
  scheme?: Exclude<Scheme, 'integration' | 'device'>;
  ttlSeconds?: number;
  sub?: string;
  claims?: Record<string, unknown>;
};

/** Mints an ES256 JWT with the stack's development key (accessToken or authToken scheme). */
export const token = async (options: TokenOptions): Promise<string> => {
  const k = await devKeys();
  const permissions =
    options.permissions === 'all' || options.permissions === undefined
      ? [...PERMISSIONS]
      : options.permissions;
  const now = Math.floor(Date.now() / 1000);
  // Custom claims come last so that tests can forge any standard claim (exp, nbf, iss, aud).
  return new SignJWT({
    iss: LOCAL_ISSUER,
    aud: LOCAL_AUDIENCE,
    sub: options.sub ?? 'test-user',
    iat: now,
    exp: now + (options.ttlSeconds ?? 600),
    token_use: options.scheme ?? 'access',
    tenantUid: options.tenant,
    permissions,
    access: options.access ?? 'ADMIN',
    ...options.claims,
  })
    .setProtectedHeader({ alg: 'ES256', kid: k.privateJwk.kid! })
    .sign(await importJWK(k.privateJwk, 'ES256'));
};

// The document the API serves, read once per test file's worker.
let contract: Promise<ReturnType<typeof responseContract>> | undefined;
const servedContract = () => {
  contract ??= fetch(`${stack().apiUrl}/openapi.json`)
    .then((r) => r.json() as Promise<OpenApiDocument>)
    .then((document) => responseContract(document));
  return contract;
};

export type ApiResponse<T = any> = {
  status: number;
  headers: Headers;
  body: T;
  text: string;
  /** The body as received: a document's bytes (application/pdf, ...) are not text. */
  bytes: Buffer;
};

/**
 * Calls the local API. `body` objects are sent as JSON; pass `rawBody` (and `contentType`) to send
 * anything else. Returns status, headers and the parsed body (undefined when empty).
 * Every response is checked against the served OpenAPI document (test/support/response-contract.ts):
 * an undocumented status, an undeclared content type or a body its schema refuses throws, which
 * fails the test that made the call. `outsideContract` is for the calls that probe what the
 * document cannot describe (a path or a method no operation has), and says why.
 */
export const call = async <T = any>(
  method: string,
  path: string,
  options: {
    token?: string;
    body?: unknown;
    rawBody?: string;
    contentType?: string;
    headers?: Record<string, string>;
    outsideContract?: string;
  } = {},
): Promise<ApiResponse<T>> => {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) body = JSON.stringify(options.body);
  if (body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
  const response = await fetch(`${stack().apiUrl}${path}`, {
    method,
    headers,
    ...(body !== undefined ? { body } : {}),
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  if (options.outsideContract === undefined) {
    const exchange = {
      method,
      path,
      status: response.status,
      text,
      headerNames: [...response.headers.keys()],
    };
    const violations = (await servedContract()).violations({
      ...exchange,
      contentType: response.headers.get('content-type'),
    });
    if (violations.length > 0)
      throw new Error(`the response breaks the OpenAPI document:\n${violations.slice(0, 10).join('\n')}`);
  }
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text, bytes };
};

/** A client bound to one token. */
export const client = (bearer: string) => ({
  get: <T = any>(path: string, headers?: Record<string, string>) =>
    call<T>('GET', path, { token: bearer, ...(headers ? { headers } : {}) }),
  post: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) =>
    call<T>('POST', path, { token: bearer, body, ...(headers ? { headers } : {}) }),
  put: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) =>
    call<T>('PUT', path, { token: bearer, body, ...(headers ? { headers } : {}) }),
  patch: <T = any>(path: string, body?: unknown, headers?: Record<string, string>) =>
    call<T>('PATCH', path, { token: bearer, body, ...(headers ? { headers } : {}) }),
  delete: <T = any>(path: string, body?: unknown) => call<T>('DELETE', path, { token: bearer, body }),
});

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. */
export const eventually = async <T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 20_000,
  stepMs = 100,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
};
