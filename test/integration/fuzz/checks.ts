import { DynamoDBClient, paginateScan, type ScanCommandInput } from '@aws-sdk/client-dynamodb';
import type { FuzzRequest } from './requests.ts';

/** What the runner keeps of one response. */
export type Outcome = { status: number; contentType: string | null; text: string };

const FIELD_PREFIX = /^(body|query|params|headers)(\.|$)/;

/**
 * The response properties every request must hold: never a 5xx; every 4xx is problem+json with
 * its status and a title or detail; every 400 lists the offending fields (`errors` of
 * `{ path, message }`, paths prefixed body/query/params/headers) and, when the request had a
 * single pinpointed defect, names that field. Returns the violated properties, empty when none.
 */
export const violations = (request: FuzzRequest, outcome: Outcome): string[] => {
  const { status } = outcome;
  if (status >= 500) return [`${status} server error: ${outcome.text.slice(0, 300)}`];
  if (status < 400) return [];
  const found: string[] = [];
  if (outcome.contentType?.split(';')[0]?.trim() !== 'application/problem+json') {
    found.push(`${status} with content-type ${outcome.contentType ?? 'none'}`);
  }
  let problem: any;
  try {
    problem = JSON.parse(outcome.text);
  } catch {
    return [...found, `${status} body is not JSON: ${outcome.text.slice(0, 200)}`];
  }
  if (problem?.status !== status) found.push(`problem.status ${problem?.status} differs from ${status}`);
  const hasText = (v: unknown) => typeof v === 'string' && v.length > 0;
  if (!hasText(problem?.title) && !hasText(problem?.detail))
    found.push('problem has neither title nor detail');
  if (status === 400) {
    const errors = problem?.errors;
    const wellFormed =
      Array.isArray(errors) &&
      errors.length > 0 &&
      errors.every((e) => typeof e?.path === 'string' && FIELD_PREFIX.test(e.path) && hasText(e?.message));
    if (!wellFormed) found.push(`400 does not name the offending field: ${outcome.text.slice(0, 300)}`);
    else if (
      request.target &&
      // An element of the field (query.actions.0) names it too.
      !errors.some(
        (e: { path: string }) => e.path === request.target || e.path.startsWith(`${request.target}.`),
      )
    ) {
      found.push(`400 does not name ${request.target}: ${JSON.stringify(errors).slice(0, 300)}`);
    }
  }
  return found;
};

/** Mutating methods: only these can write, and only their refusals are checked against the table. */
export const MUTATING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/**
 * The table's items whose partition key lies under `T#<prefix>`, as `pk|sk` strings. The fuzz run
 * gives every request its own tenant under one run prefix, so a scan of that prefix after the
 * run attributes every item to the one request that wrote it.
 */
export const scanTenantKeys = async (
  endpoint: string,
  tableName: string,
  tenantPrefix: string,
): Promise<Map<string, string[]>> => {
  const client = new DynamoDBClient({
    endpoint,
    region: process.env.AWS_REGION ?? 'eu-north-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const input: ScanCommandInput = {
    TableName: tableName,
    FilterExpression: 'begins_with(pk, :p)',
    ExpressionAttributeValues: { ':p': { S: `T#${tenantPrefix}` } },
    ProjectionExpression: 'pk, sk',
  };
  const byTenant = new Map<string, string[]>();
  try {
    for await (const page of paginateScan({ client }, input)) {
      for (const item of page.Items ?? []) {
        const pk = item.pk?.S ?? '';
        // The rate-limit bucket meters every request, refused or not: not a write of the request.
        if (pk.endsWith('#RATELIMIT')) continue;
        const tenant = pk.split('#')[1] ?? '';
        const keys = byTenant.get(tenant) ?? [];
        keys.push(`${pk}|${item.sk?.S ?? ''}`);
        byTenant.set(tenant, keys);
      }
    }
  } finally {
    client.destroy();
  }
  return byTenant;
};

/** Runs `task` over `items` with at most `limit` in flight, keeping the results in input order. */
export const pool = async <T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
) => {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
};
