import { beforeAll, describe, expect, it } from 'vitest';
import { allRoutes, FUNCTIONS } from '#functions/registry.ts';
import { STREAM_TIMEOUT_SECONDS } from '#infra/constructs/api-routes.ts';
import { TABLE_WRITE_ACTIONS } from '#infra/constructs/function-grants.ts';
import {
  actionsOf,
  functionIds,
  ofType,
  type Resources,
  resourcePaths,
  stackResources,
  statementsOfFunction,
  synthApp,
} from './template-helpers.ts';

/** The methods of the API by `METHOD /path`, from the synthesized template (no bundling). */
let resources: Resources;
const methods = () => {
  const paths = resourcePaths(resources);
  return new Map(
    ofType(resources, 'AWS::ApiGateway::Method').map(([, m]) => [
      `${m.Properties.HttpMethod} ${paths.get(m.Properties.ResourceId.Ref)}`,
      m.Properties,
    ]),
  );
};
beforeAll(() => {
  resources = stackResources(synthApp({ bundle: false }).api);
});

/** The streamed routes: the GDPR export and the SAF-T Cash Register export. */
const STREAMED = [
  'GET /tenants/{tenantUid}/customers/{customerUid}/export',
  'GET /tenants/{tenantUid}/stores/{storeUid}/saf-t',
];

describe('streamed routes', () => {
  it('the GDPR and SAF-T exports are declared streamed, and they are the only streamed routes', () => {
    const streamed = allRoutes()
      .filter(({ route }) => route.streamed)
      .map(({ route }) => `${route.method} ${route.path}`);
    expect(streamed.sort()).toEqual(STREAMED);
  });

  it('the export methods stream their Lambda integration, up to 15 minutes; the others buffer', () => {
    const all = methods();
    for (const key of STREAMED) {
      const exportMethod = all.get(key)!;
      expect(exportMethod.Integration, key).toMatchObject({
        Type: 'AWS_PROXY',
        ResponseTransferMode: 'STREAM',
        TimeoutInMillis: STREAM_TIMEOUT_SECONDS * 1000,
      });
      // InvokeWithResponseStream, not Invoke.
      expect(JSON.stringify(exportMethod.Integration.Uri)).toContain('/response-streaming-invocations');
    }
    const erase = all.get('POST /tenants/{tenantUid}/customers/{customerUid}/erase')!;
    expect(erase.Integration.ResponseTransferMode ?? 'BUFFERED').toBe('BUFFERED');
    expect(JSON.stringify(erase.Integration.Uri)).not.toContain('response-streaming');
    const others = [...all.entries()].filter(([key]) => !STREAMED.includes(key));
    expect(others.length).toBeGreaterThan(100);
    for (const [key, m] of others) expect(m.Integration?.ResponseTransferMode, key).not.toBe('STREAM');
  });

  it.each(['privacy-export', 'saf-t'])('the export function %s may only read the table', (name) => {
    const def = FUNCTIONS.find((f) => f.name === name)!;
    expect(def.grants.table).toBe('read');
    const id = functionIds(resources).get(name)!;
    // The tenant bucket's UpdateItem on T#*#RATELIMIT is apart (token-grants.test.ts).
    const actions = statementsOfFunction(resources, id)
      .filter((s) => s.Sid !== 'RateLimitBucket')
      .flatMap(actionsOf);
    expect(actions.some((a) => a.startsWith('dynamodb:'))).toBe(true);
    for (const action of TABLE_WRITE_ACTIONS) expect(actions).not.toContain(action);
  });
});
