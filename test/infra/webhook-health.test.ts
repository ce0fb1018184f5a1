import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readSettings } from '#infra/settings.ts';
import { WEBHOOK_HEALTH_DEFAULT } from '#infra/webhook-health.ts';
import { ENV } from '#shared/config.ts';
import { FIXTURE_FUNCTIONS } from './fixture-functions.ts';
import { functionIds, stackResources, synthApp } from './template-helpers.ts';

const context = (values: Record<string, unknown>) => ({ tryGetContext: (key: string) => values[key] });
const cdkContext = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../cdk.json'), 'utf8')).context;

/** Environment variables of each fixture function in an app synthesized with `values`. */
const environments = (values: Record<string, unknown>) => {
  const resources = stackResources(
    synthApp({ bundle: false, functions: FIXTURE_FUNCTIONS, context: values }).api,
  );
  return new Map(
    [...functionIds(resources)].map(([name, id]) => [
      name,
      (resources[id]!.Properties.Environment?.Variables ?? {}) as Record<string, string>,
    ]),
  );
};

describe('the endpoint-health rule per stage (docs/decisions/webhooks.md)', () => {
  it("reads the stage's rule from webhookHealth of cdk.json, lets -c override it, and refuses what is no whole number", () => {
    const health = cdkContext.webhookHealth;
    for (const stage of ['dev', 'stage', 'prod'] as const) {
      expect(readSettings(context({ stage, webhookHealth: health })).webhookHealth).toEqual(health[stage]);
    }
    // Production keeps Svix's five days; a throw-away stage disables sooner, so the rule can be seen.
    expect(health.prod).toEqual({ minFailed: 5, afterSeconds: 432_000 });
    expect(health.dev.afterSeconds).toBeLessThan(health.prod.afterSeconds);
    expect(readSettings(context({})).webhookHealth).toEqual(WEBHOOK_HEALTH_DEFAULT);
    expect(
      readSettings(
        context({ stage: 'prod', webhookHealth: JSON.stringify(health), webhookDisableAfterSeconds: '0' }),
      ).webhookHealth,
    ).toEqual({ minFailed: 5, afterSeconds: 0 });
    expect(() => readSettings(context({ webhookDisableMinFailed: '0' }))).toThrow(/webhookDisableMinFailed/);
    expect(() => readSettings(context({ webhookDisableAfterSeconds: '1.5' }))).toThrow(
      /webhookDisableAfterSeconds/,
    );
    expect(() => readSettings(context({ webhookHealth: { dev: { minFailed: 'many' } } }))).toThrow(
      /webhookHealth.dev.minFailed/,
    );
  });

  it("passes the stage's rule to the delivery queue's consumer only", () => {
    const env = environments({
      stage: 'dev',
      webhookHealth: { dev: { minFailed: 7, afterSeconds: 600 } },
      webhookDisableMinFailed: '9',
    });
    expect(env.get('delivery')).toMatchObject({
      [ENV.webhookDisableMinFailed]: '9',
      [ENV.webhookDisableAfterSeconds]: '600',
    });
    for (const [name, variables] of env) {
      if (name === 'delivery') continue;
      expect(variables[ENV.webhookDisableMinFailed], name).toBeUndefined();
      expect(variables[ENV.webhookDisableAfterSeconds], name).toBeUndefined();
    }
  });
});
