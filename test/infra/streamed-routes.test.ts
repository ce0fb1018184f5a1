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

describe('streamed routes', () => {
  it('the GDPR export is declared streamed, and it is the only streamed route', () => {
    const streamed = allRoutes()
      .filter(({ route }) => route.streamed)
      .map(({ route }) => `${route.method} ${route.path}`);
    expect(streamed).toEqual(['GET /tenants/{tenantUid}/customers/{customerUid}/export']);
  });

  it('the export method streams its Lambda integration, up to 15 minutes; the others buffer', () => {
    const all = methods();
    const exportMethod = all.get('GET /tenants/{tenantUid}/customers/{customerUid}/export')!;
    expect(exportMethod.Integration).toMatchObject({
      Type: 'AWS_PROXY',
      ResponseTransferMode: 'STREAM',
      TimeoutInMillis: STREAM_TIMEOUT_SECONDS * 1000,
    });
    // InvokeWithResponseStream, not Invoke.
    expect(JSON.stringify(exportMethod.Integration.Uri)).toContain('/response-streaming-invocations');
    const erase = all.get('POST /tenants/{tenantUid}/customers/{customerUid}/erase')!;
    expect(erase.Integration.ResponseTransferMode ?? 'BUFFERED').toBe('BUFFERED');
    expect(JSON.stringify(erase.Integration.Uri)).not.toContain('response-streaming');
    const others = [...all.entries()].filter(([key]) => !key.endsWith('/export'));
    expect(others.length).toBeGreaterThan(100);
    for (const [key, m] of others) expect(m.Integration?.ResponseTransferMode, key).not.toBe('STREAM');
  });

  it('the export function may only read the table', () => {
    const def = FUNCTIONS.find((f) => f.name === 'privacy-export')!;
    expect(def.grants.table).toBe('read');
    const id = functionIds(resources).get('privacy-export')!;
    const actions = statementsOfFunction(resources, id).flatMap(actionsOf);
    expect(actions.some((a) => a.startsWith('dynamodb:'))).toBe(true);
    for (const action of TABLE_WRITE_ACTIONS) expect(actions).not.toContain(action);
  });
});
