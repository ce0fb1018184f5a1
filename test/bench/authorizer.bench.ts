import type { APIGatewayAuthorizerResult, APIGatewayRequestAuthorizerEvent } from 'aws-lambda';
import { median, percentile, type Section } from './report.ts';
import { benchStack } from './stack.ts';

const CALLS = 300;
const JWT_CPU_MAX_MS = 2;

/**
 * Authorizer per-call cost, measured in process on the real handler: CPU time (user + system)
 * and wall time per verification, median of CALLS calls after a warm-up. Cold init is in the
 * bundles section.
 */
export const benchAuthorizer = async (): Promise<Section> => {
  const { token } = await benchStack();
  // The stack has put the handlers' configuration into the environment; import after it.
  const { handler } = (await import('#functions/authorizer/handler.ts')) as {
    handler: (e: APIGatewayRequestAuthorizerEvent) => Promise<APIGatewayAuthorizerResult>;
  };
  const { createIntegrationToken } = await import('#shared/auth/integration-token.repository.ts');
  const event = (bearer: string) =>
    ({
      type: 'REQUEST',
      methodArn: 'arn:aws:execute-api:local:0:api/v2/GET/x',
      headers: { Authorization: `Bearer ${bearer}` },
    }) as never;

  const measure = async (bearer: string) => {
    const cpu: number[] = [];
    const wall: number[] = [];
    for (let i = 0; i < 20; i++) await handler(event(bearer));
    for (let i = 0; i < CALLS; i++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const result = await handler(event(bearer));
      wall.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
      if (result.policyDocument.Statement[0]?.Effect !== 'Allow')
        throw new Error('authorizer refused a valid token');
    }
    return { cpu, wall };
  };

  const jwt = await measure(await token('bench-auth'));
  const { token: integration } = await createIntegrationToken({
    tenantUid: 'bench-auth',
    permissions: ['CUSTOMER'],
    access: 'STORE',
  });
  const it = await measure(integration);
  return {
    title: `Authorizer per call (in process, median of ${CALLS} after warm-up)`,
    rows: [
      { name: 'access JWT: CPU', value: median(jwt.cpu), unit: 'ms', target: { max: JWT_CPU_MAX_MS } },
      { name: 'access JWT: wall p50', value: median(jwt.wall), unit: 'ms' },
      { name: 'access JWT: wall p95', value: percentile(jwt.wall, 95), unit: 'ms' },
      { name: 'integration token: CPU', value: median(it.cpu), unit: 'ms', note: 'includes the SDK GetItem' },
      {
        name: 'integration token: wall p50',
        value: median(it.wall),
        unit: 'ms',
        note: 'one GetItem on DynamoDB Local',
      },
    ],
    notes: ["API Gateway caches each token's result for 300 s, so most requests pay none of this."],
  };
};
