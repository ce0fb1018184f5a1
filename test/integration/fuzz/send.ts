import { stack, token } from '#test/support/api.ts';
import type { Outcome } from './checks.ts';
import type { FuzzRequest } from './requests.ts';

const encode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    // A lone surrogate cannot be encoded as UTF-8; send the bytes of an encoded surrogate instead.
    return encodeURIComponent(value.toWellFormed()).replaceAll('%EF%BF%BD', '%ED%A0%80');
  }
};

/**
 * The request's URL: `tenant` for the tenant segment and `seeded` record uids for the others,
 * except for the one segment the request fuzzes.
 */
export const urlOf = (request: FuzzRequest, tenant: string, seeded: Record<string, string> = {}) => {
  const odd = request.oddParam;
  const all: Record<string, string | undefined> = {
    tenantUid: tenant,
    ...request.segments,
    ...seeded,
    ...(odd ? { [odd]: request.segments[odd] } : {}),
  };
  const path = request.operation.split(' ')[1]!.replace(/\{(\w+)\}/g, (_, name: string) => all[name] ?? 'x');
  const query = request.query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
  return `${stack().apiUrl}${path}${query ? `?${query}` : ''}`;
};

const authorization = async (request: FuzzRequest, tenant: string): Promise<string | undefined> => {
  switch (request.auth) {
    case 'none':
      return undefined;
    case 'garbage':
      return 'Bearer not.a.jwt';
    case 'other-tenant':
      return `Bearer ${await token({ tenant: `${tenant}o` })}`;
    case 'expired':
      return `Bearer ${await token({ tenant, ttlSeconds: -120 })}`;
    default:
      return `Bearer ${await token({ tenant })}`;
  }
};

/** Sends one generated request as `tenant` (a real token of that tenant unless the auth is fuzzed). */
export const send = async (request: FuzzRequest, url: string, tenant: string): Promise<Outcome> => {
  const headers: Record<string, string> = { ...request.headers };
  const auth = await authorization(request, tenant);
  if (auth) headers.authorization = auth;
  if (request.body) headers['content-type'] = request.body.contentType;
  const response = await fetch(url, {
    method: request.method,
    headers,
    ...(request.body ? { body: request.body.raw } : {}),
  });
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    text: await response.text(),
  };
};

/** A failing request in a form that can be pasted into a curl command or a unit test. */
export const describeRequest = (request: FuzzRequest, index: number, url: string) => ({
  index,
  kind: request.kind,
  operation: request.operation,
  method: request.method,
  url: url.slice(0, 300),
  headers: request.headers,
  auth: request.auth,
  body: request.body && { contentType: request.body.contentType, raw: request.body.raw.slice(0, 300) },
});
