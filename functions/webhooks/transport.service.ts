import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import { nowIso } from '#shared/clock.ts';
import { config } from '#shared/config.ts';
import { ConflictError, NotFoundError, ValidationError } from '#shared/errors.ts';
import { assertVersion, type Versioned } from '#shared/http/conditional.ts';
import { type PagingInput, pageOf, resolvePage } from '#shared/http/paging.ts';
import { openSecrets, sealSecrets, type TransportSecrets } from './secrets.ts';
import { newSigningSecret, SECRET_PREFIX } from './signing.ts';
import { targetProblem } from './target-policy.ts';
import {
  findTransport,
  insertTransport,
  listTransports,
  removeUnusedTransport,
  replaceTransport,
  type TransportRecord,
} from './transport.repository.ts';
import type { CreateTransportRequest, HttpTransport, UpdateTransportRequest } from './webhook.schema.ts';
import { MASK } from './webhook.schema.ts';

export type TransportView = z.infer<typeof HttpTransport>;
type CreateInput = z.infer<typeof CreateTransportRequest>;
type UpdateInput = z.infer<typeof UpdateTransportRequest>;

/** Default overlap of a signing-secret rotation: one day. */
export const DEFAULT_ROTATION_OVERLAP_SECONDS = 86_400;

const policy = () => ({ allowHttp: config.webhooks.allowHttp, allowLoopback: config.webhooks.allowLoopback });

const checkUrl = async (url: string) => {
  const problem = await targetProblem(url, policy());
  if (problem) throw ValidationError.field('body.url', problem);
};

/** The response shape: secrets masked unless `clearSecret` is the one to show (create, rotate). */
export const toTransportView = (r: TransportRecord, clearSecret?: string): TransportView => ({
  httpTransportUid: r.httpTransportUid,
  name: r.name,
  url: r.url,
  securityType: r.securityType,
  username: r.username ?? '',
  password: r.hasPassword ? MASK : '',
  token: r.hasToken ? MASK : '',
  headers: (r.headers ?? []).map((h) => ({ key: h.key, value: h.value })),
  signingSecret: clearSecret ?? `${SECRET_PREFIX}${MASK}`,
  ...(r.previousSecretExpiresAt && r.previousSecretExpiresAt > nowIso()
    ? { signingSecretPreviousExpiresAt: r.previousSecretExpiresAt }
    : {}),
  status: r.status ?? 'ENABLED',
  ...(r.status === 'DISABLED' && r.disabledAt ? { disabledAt: r.disabledAt } : {}),
  ...(r.status === 'DISABLED' && r.disabledReason ? { disabledReason: r.disabledReason } : {}),
  createdAt: r.createdAt,
  lastModifiedAt: r.lastModifiedAt,
});

/** A page of the tenant's transports, by name unless told otherwise (secrets masked). */
export const listTransportPage = async (tenantUid: string, query: PagingInput) => {
  const all = (await listTransports(tenantUid)).map((t) => toTransportView(t));
  return pageOf(all, resolvePage(query, { sortBy: 'name' }), 'httpTransportUid');
};

/** Reads a transport of the caller's tenant or throws 404. */
export const requireTransport = async (
  tenantUid: string,
  httpTransportUid: string,
): Promise<TransportRecord> => {
  const record = await findTransport({ tenantUid, httpTransportUid });
  if (!record) throw NotFoundError.record('httpTransport', httpTransportUid);
  return record;
};

/** Only the credentials the security type uses are kept. */
const credentialsOf = (input: {
  securityType: string;
  username?: string | undefined;
  password?: string | undefined;
  token?: string | undefined;
}) => ({
  username: input.securityType === 'BASIC' ? input.username : undefined,
  password: input.securityType === 'BASIC' ? input.password : undefined,
  token: input.securityType === 'BEARER' ? input.token : undefined,
});

export const createTransport = async (tenantUid: string, input: CreateInput): Promise<TransportView> => {
  await checkUrl(input.url);
  const httpTransportUid = input.httpTransportUid ?? randomUUID();
  const at = nowIso();
  const secret = newSigningSecret();
  const { username, password, token } = credentialsOf(input);
  const secrets: TransportSecrets = { password, token, signing: [{ secret, createdAt: at }] };
  const record: TransportRecord = {
    tenantUid,
    httpTransportUid,
    name: input.name,
    url: input.url,
    securityType: input.securityType,
    ...(username ? { username } : {}),
    hasPassword: Boolean(password),
    hasToken: Boolean(token),
    sealedSecrets: await sealSecrets(secrets, { tenantUid, httpTransportUid }),
    headers: input.headers ?? [],
    webhookCount: 0,
    status: 'ENABLED',
    createdAt: at,
    lastModifiedAt: at,
    version: 1,
  };
  await insertTransport(record);
  return toTransportView(record, secret);
};

/**
 * PUT: replaces the transport. A secret sent as the mask keeps its stored value.
 * `expectedVersion` (If-Match) is a 412 when the transport moved on.
 */
export const updateTransport = async (
  tenantUid: string,
  httpTransportUid: string,
  input: UpdateInput,
  expectedVersion?: number,
): Promise<Versioned<TransportView>> => {
  await checkUrl(input.url);
  const existing = await requireTransport(tenantUid, httpTransportUid);
  assertVersion(expectedVersion, existing, `httpTransport '${httpTransportUid}'`);
  const context = { tenantUid, httpTransportUid };
  const stored = await openSecrets(existing.sealedSecrets, context);
  const keep = (value: string | undefined, old: string | undefined) => (value === MASK ? old : value);
  const { username, password, token } = credentialsOf({
    ...input,
    password: keep(input.password, stored.password),
    token: keep(input.token, stored.token),
  });
  if (input.securityType === 'BASIC' && !password)
    throw ValidationError.field('body.password', 'required when securityType is BASIC');
  if (input.securityType === 'BEARER' && !token)
    throw ValidationError.field('body.token', 'required when securityType is BEARER');
  const record = await replaceTransport({ tenantUid, httpTransportUid }, existing.version, {
    name: input.name,
    url: input.url,
    securityType: input.securityType,
    username,
    hasPassword: Boolean(password),
    hasToken: Boolean(token),
    sealedSecrets: await sealSecrets({ ...stored, password, token }, context),
    headers: input.headers ?? [],
    previousSecretExpiresAt: existing.previousSecretExpiresAt,
    lastModifiedAt: nowIso(),
  });
  return { body: toTransportView(record), version: record.version };
};

/** Deletes a transport; 409 while webhooks use it (they must be deleted first). */
export const deleteTransport = async (tenantUid: string, httpTransportUid: string): Promise<void> => {
  const existing = await requireTransport(tenantUid, httpTransportUid);
  if ((existing.webhookCount ?? 0) > 0)
    throw new ConflictError(`webhooks still use httpTransport '${httpTransportUid}'; delete them first`);
  await removeUnusedTransport({ tenantUid, httpTransportUid });
};

/**
 * Issues a new signing secret. The previous one keeps signing for `overlapSeconds`, so receivers
 * can switch without dropping a delivery; older secrets are dropped.
 */
export const rotateSigningSecret = async (
  tenantUid: string,
  httpTransportUid: string,
  overlapSeconds = DEFAULT_ROTATION_OVERLAP_SECONDS,
): Promise<TransportView> => {
  const existing = await requireTransport(tenantUid, httpTransportUid);
  const context = { tenantUid, httpTransportUid };
  const stored = await openSecrets(existing.sealedSecrets, context);
  const now = new Date();
  const current = stored.signing.find((s) => !s.expiresAt);
  const previousExpiresAt =
    overlapSeconds > 0 ? new Date(now.getTime() + overlapSeconds * 1000).toISOString() : undefined;
  const secret = newSigningSecret();
  const signing: TransportSecrets['signing'] = [{ secret, createdAt: now.toISOString() }];
  if (current && previousExpiresAt) signing.push({ ...current, expiresAt: previousExpiresAt });
  const record = await replaceTransport(context, existing.version, {
    name: existing.name,
    url: existing.url,
    securityType: existing.securityType,
    username: existing.username,
    hasPassword: existing.hasPassword,
    hasToken: existing.hasToken,
    headers: existing.headers ?? [],
    sealedSecrets: await sealSecrets({ ...stored, signing }, context),
    previousSecretExpiresAt: previousExpiresAt,
    lastModifiedAt: now.toISOString(),
  });
  return toTransportView(record, secret);
};
