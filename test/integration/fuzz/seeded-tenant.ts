import { DynamoDBClient, paginateScan } from '@aws-sdk/client-dynamodb';
import { call, stack, token } from '#test/support/api.ts';

/** Record uids of the seeded tenant, by path parameter name. */
export type Seeded = { tenant: string; bearer: string; segments: Record<string, string> };

/**
 * Creates a tenant with one customer, one scoped contact, one store and one HTTP transport, so that updates
 * and sub-resource calls reach the code behind the 404 of an unknown record. Fails loudly if the
 * seed does not take: a silent 404 everywhere would make the phase test nothing.
 */
export const seedTenant = async (tenant: string): Promise<Seeded> => {
  const bearer = await token({ tenant });
  const base = `/tenants/${tenant}`;
  const steps: Array<[string, string, unknown]> = [
    // Routes under a store answer 404 for an unknown one before their code runs.
    [
      'POST',
      `${base}/stores`,
      { storeUid: 's1', name: 'Fuzz', number: '1', currency: 'NOK', timezone: 'Europe/Oslo' },
    ],
    ['POST', `${base}/customers`, { customerUid: 'c1', firstname: 'Ada', lastname: 'Lovelace' }],
    [
      'POST',
      `${base}/customers/c1/contacts`,
      { customerContactUid: 'k1', firstname: 'Kari', lastname: 'Nordmann', email: 'k@ex.no' },
    ],
  ];
  for (const [method, path, body] of steps) {
    const res = await call(method, path, { token: bearer, body });
    if (res.status >= 300) throw new Error(`seed ${method} ${path}: ${res.status} ${res.text}`);
  }
  const transport = await call('POST', `${base}/httptransports`, {
    token: bearer,
    body: { name: 'fuzz', url: 'https://example.com/hook', securityType: 'NONE' },
  });
  if (transport.status >= 300) throw new Error(`seed transport: ${transport.status} ${transport.text}`);
  return {
    tenant,
    bearer,
    segments: {
      customerUid: 'c1',
      customerContactUid: 'k1',
      httpTransportUid: transport.body.httpTransportUid,
      storeUid: 's1',
      customerExtensionCode: 'x1',
    },
  };
};

/**
 * Entities that background workers rewrite on their own schedule (webhook delivery attempts retry
 * with backoff long after the request that caused them). They are not written by the request
 * being judged, so the refusal snapshots leave them out.
 */
const BACKGROUND_ENTITIES = new Set(['webhookDelivery']);

/**
 * Written in the background too: the events API's log (recordType EVENT_LOG, stored by the
 * fan-out from the stream) and a transport's health counters, which the delivery worker moves as
 * earlier deliveries fail or succeed, and the disable they may lead to, which moves its state,
 * version and lastModifiedAt (functions/webhooks/transport-health.repository.ts).
 */
const TRANSPORT_HEALTH = new Set([
  'failedInRow',
  'failingSince',
  'lastSuccessAt',
  'status',
  'disabledAt',
  'disabledReason',
  'version',
  'lastModifiedAt',
]);

/**
 * The tenant's rate-limit bucket (shared/rate-limit/): every authenticated request spends from
 * it, refused or not. It meters the caller and holds nothing of the tenant's records.
 */
const isMetering = (pk: string | undefined): boolean => pk?.endsWith('#RATELIMIT') ?? false;

/**
 * Every item of one tenant (but the background entities), whole and in a stable order, as one string per item: the before and
 * after images of a batch of refused requests must be equal character for character.
 */
export const snapshotTenant = async (tenant: string): Promise<string[]> => {
  const client = new DynamoDBClient({
    endpoint: stack().dynamodbEndpoint,
    region: process.env.AWS_REGION ?? 'eu-north-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const items: string[] = [];
  try {
    const input = {
      TableName: stack().tableName,
      FilterExpression: 'begins_with(pk, :p)',
      ExpressionAttributeValues: { ':p': { S: `T#${tenant}#` } },
    };
    for await (const page of paginateScan({ client }, input)) {
      for (const item of page.Items ?? []) {
        if (BACKGROUND_ENTITIES.has(item.__edb_e__?.S ?? '') || isMetering(item.pk?.S)) continue;
        if (item.recordType?.S === 'EVENT_LOG') continue;
        const kept = Object.entries(item).filter(
          ([name]) => !(item.__edb_e__?.S === 'httpTransport' && TRANSPORT_HEALTH.has(name)),
        );
        const sorted = Object.fromEntries(kept.sort(([a], [b]) => a.localeCompare(b)));
        items.push(JSON.stringify(sorted));
      }
    }
  } finally {
    client.destroy();
  }
  return items.sort();
};

/** Items present in only one of two snapshots, marked `-` (gone) or `+` (new or changed). */
export const snapshotDiff = (before: string[], after: string[]): string[] => {
  const was = new Set(before);
  const is = new Set(after);
  return [
    ...before.filter((i) => !is.has(i)).map((i) => `- ${i.slice(0, 200)}`),
    ...after.filter((i) => !was.has(i)).map((i) => `+ ${i.slice(0, 200)}`),
  ];
};

/**
 * The tenant's items once stream projections and queue consumers have caught up with the last
 * accepted write: two equal snapshots 150 ms apart (or the last one after 5 s). Without this an
 * asynchronous write of an accepted request would be blamed on the refusals after it.
 */
export const settledSnapshot = async (tenant: string): Promise<string[]> => {
  let last = await snapshotTenant(tenant);
  for (let waited = 0; waited < 5_000; waited += 150) {
    await new Promise((r) => setTimeout(r, 150));
    const next = await snapshotTenant(tenant);
    if (snapshotDiff(last, next).length === 0) return next;
    last = next;
  }
  return last;
};
