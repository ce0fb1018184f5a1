import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importJWK, SignJWT } from 'jose';
import { type DevKeys, LOCAL_AUDIENCE, LOCAL_ISSUER } from '#infra/local/dev-keys.ts';
import { type LocalStack, startLocalStack } from '#infra/local/stack.ts';
import { type AccessLevel, PERMISSIONS, type Permission } from '#shared/auth/model.ts';
import { median, type Row } from './report.ts';

export type BenchResponse = {
  status: number;
  body: any;
  ms: number;
  /** The Consistency-Token the answer carried, if any. */
  consistency?: string;
  db: { roundTrips: number; readUnits: number; writeUnits: number };
};

export type BenchStack = {
  stack: LocalStack;
  /** A caller bound to one token that fails the bench on any answer other than 2xx. */
  caller: (bearer: string) => (method: string, path: string, body?: unknown) => Promise<BenchResponse>;
  /** A token of `tenant`; `sub` names the credential (a read-your-writes session of its own). */
  token: (
    tenant: string,
    options?: { permissions?: Permission[]; access?: AccessLevel; sub?: string },
  ) => Promise<string>;
  request: (
    method: string,
    path: string,
    bearer?: string,
    body?: unknown,
    headers?: Record<string, string>,
  ) => Promise<BenchResponse>;
};

let shared: Promise<BenchStack> | undefined;
let keysDir: string | undefined;

/**
 * One local stack for the whole bench run (in-memory table unless BENCH_DATA_DIR), started on first use and stopped by
 * `stopBenchStack`. Responses carry the stack's x-db-* usage headers, parsed into `db`.
 */
export const benchStack = (): Promise<BenchStack> => {
  shared ??= (async () => {
    keysDir = await mkdtemp(join(tmpdir(), 'rcs-bench-'));
    const stack = await startLocalStack({
      port: 0,
      keysDir,
      // BENCH_DATA_DIR keeps DynamoDB Local's and PostgreSQL's data between runs (the inventory
      // section then finds its million levels and does not seed them again); in memory otherwise.
      ...(process.env.BENCH_DATA_DIR ? { dataDir: process.env.BENCH_DATA_DIR } : {}),
      env: {
        VALIDATE_RESPONSES: 'false',
        WEBHOOK_BACKOFF_BASE_SECONDS: '1',
        WEBHOOK_BACKOFF_MAX_SECONDS: '1',
      },
      queueConcurrency: 4,
      // The scale section's million-row tenants: hot pages in PostgreSQL's own cache, as in Aurora.
      searchSharedBuffers: '2GB',
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
        .setSubject(options.sub ?? 'bench')
        .setIssuedAt()
        .setExpirationTime('2h')
        .sign(key);
    const request: BenchStack['request'] = async (method, path, bearer, body, extra) => {
      const started = performance.now();
      const res = await fetch(`${stack.apiUrl}${path}`, {
        method,
        headers: {
          ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...extra,
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
        ...(res.headers.get('consistency-token')
          ? { consistency: res.headers.get('consistency-token')! }
          : {}),
        db: {
          roundTrips: header('x-db-round-trips'),
          readUnits: header('x-db-read-units'),
          writeUnits: header('x-db-write-units'),
        },
      };
    };
    const caller: BenchStack['caller'] = (bearer) => async (method, path, body) => {
      const res = await request(method, path, bearer, body);
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return res;
    };
    return { stack, token, request, caller };
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

/**
 * Samples of API calls by endpoint label, turned into two row sets: worst round trips against
 * each endpoint's budget, and median latency with median consumed capacity.
 */
export const endpointSamples = () => {
  const samples = new Map<string, BenchResponse[]>();
  return {
    record: (name: string, res: BenchResponse) => samples.set(name, [...(samples.get(name) ?? []), res]),
    rows: (budget: Record<string, number>) => {
      const trips: Row[] = [];
      const cost: Row[] = [];
      for (const [name, max] of Object.entries(budget)) {
        const runs = samples.get(name) ?? [];
        trips.push({
          name,
          value: Math.max(...runs.map((r) => r.db.roundTrips)),
          unit: 'trips',
          target: { max },
        });
        cost.push({
          name,
          value: median(runs.map((r) => r.ms)),
          unit: 'ms',
          note: `RCU ${median(runs.map((r) => r.db.readUnits))}, WCU ${median(runs.map((r) => r.db.writeUnits))}`,
        });
      }
      return { trips, cost };
    },
  };
};
