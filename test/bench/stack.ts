import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importJWK, SignJWT } from 'jose';
import { type DevKeys, LOCAL_AUDIENCE, LOCAL_ISSUER } from '#infra/local/dev-keys.ts';
import { type LocalStack, startLocalStack } from '#infra/local/stack.ts';
import { type AccessLevel, PERMISSIONS, type Permission } from '#shared/auth/model.ts';

export type BenchResponse = {
  status: number;
  body: any;
  ms: number;
  db: { roundTrips: number; readUnits: number; writeUnits: number };
};

export type BenchStack = {
  stack: LocalStack;
  token: (tenant: string, options?: { permissions?: Permission[]; access?: AccessLevel }) => Promise<string>;
  request: (method: string, path: string, bearer?: string, body?: unknown) => Promise<BenchResponse>;
};

let shared: Promise<BenchStack> | undefined;
let keysDir: string | undefined;

/**
 * One local stack for the whole bench run (in-memory table), started on first use and stopped by
 * `stopBenchStack`. Responses carry the stack's x-db-* usage headers, parsed into `db`.
 */
export const benchStack = (): Promise<BenchStack> => {
  shared ??= (async () => {
    keysDir = await mkdtemp(join(tmpdir(), 'rcs-bench-'));
    const stack = await startLocalStack({
      port: 0,
      keysDir,
      env: {
        VALIDATE_RESPONSES: 'false',
        WEBHOOK_BACKOFF_BASE_SECONDS: '1',
        WEBHOOK_BACKOFF_MAX_SECONDS: '1',
      },
      queueConcurrency: 4,
    });
    const keys = JSON.parse(await readFile(join(keysDir, 'dev-keys.json'), 'utf8')) as DevKeys;
    const key = await importJWK(keys.privateJwk, 'ES256');
    const token: BenchStack['token'] = (tenant, options = {}) =>
      new SignJWT({
        token_use: 'access',
        tenantUid: tenant,
        permissions: options.permissions ?? [...PERMISSIONS],
        access: options.access ?? 'ADMIN',
      })
        .setProtectedHeader({ alg: 'ES256', kid: keys.privateJwk.kid! })
        .setIssuer(LOCAL_ISSUER)
        .setAudience(LOCAL_AUDIENCE)
        .setSubject('bench')
        .setIssuedAt()
        .setExpirationTime('2h')
        .sign(key);
    const request: BenchStack['request'] = async (method, path, bearer, body) => {
      const started = performance.now();
      const res = await fetch(`${stack.apiUrl}${path}`, {
        method,
        headers: {
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      const text = await res.text();
      const ms = performance.now() - started;
      const header = (name: string) => Number(res.headers.get(name) ?? 0);
      return {
        status: res.status,
        body: text ? JSON.parse(text) : undefined,
        ms,
        db: {
          roundTrips: header('x-db-round-trips'),
          readUnits: header('x-db-read-units'),
          writeUnits: header('x-db-write-units'),
        },
      };
    };
    return { stack, token, request };
  })();
  return shared;
};

export const stopBenchStack = async (): Promise<void> => {
  if (!shared) return;
  const { stack } = await shared;
  await stack.stop();
  if (keysDir) await rm(keysDir, { recursive: true, force: true });
  shared = undefined;
};
