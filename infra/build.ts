import { Annotations, App, type AppProps, Tags, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { FunctionDef } from '#functions/registry.ts';
import { type DeploySettings, prefixOf, readSettings } from './settings.ts';
import type { ApiGroups } from './stacks/api-groups.ts';
import { ApiStack } from './stacks/api-stack.ts';
import { StatefulStack } from './stacks/stateful-stack.ts';

export type BuiltApp = { app: App; settings: DeploySettings; stateful: StatefulStack; api: ApiStack };

/**
 * Builds the CDK app: the stateful stack (table, queues, keys, mail, secret, alarms) and the API
 * stack (functions, REST API) of one stage, checked by cdk-nag's AWS Solutions rules. Context comes
 * from `-c key=value` / cdk.json, or from `props.context` in tests.
 */
export const buildApp = (
  props: AppProps = {},
  functions?: readonly FunctionDef[],
  groups?: ApiGroups,
): BuiltApp => {
  const app = new App(props);
  const settings = readSettings(app.node);
  const prefix = prefixOf(settings);
  const env =
    settings.account || settings.region
      ? {
          ...(settings.account ? { account: settings.account } : {}),
          ...(settings.region ? { region: settings.region } : {}),
        }
      : undefined;

  const stateful = new StatefulStack(app, `${prefix}-stateful`, {
    settings,
    ...(env ? { env } : {}),
    description: `Retail Commerce API v2 (${settings.stage}): table, queues, keys, mail configuration`,
    terminationProtection: settings.retainData,
  });
  const api = new ApiStack(app, `${prefix}-api`, {
    settings,
    stateful,
    ...(functions ? { functions } : {}),
    ...(groups ? { groups } : {}),
    ...(env ? { env } : {}),
    description: `Retail Commerce API v2 (${settings.stage}): REST API and functions`,
  });
  api.addStackDependency(stateful);

  Tags.of(app).add('service', 'retail-commerce-api');
  Tags.of(app).add('stage', settings.stage);
  if (settings.placeholders.length > 0 && settings.stage !== 'dev') {
    Annotations.of(api).addWarningV2(
      'retail-commerce:placeholder-context',
      `no value for ${settings.placeholders.join(', ')}: placeholders are used; pass -c key=value before deploying ${settings.stage}`,
    );
  }
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, settings, stateful, api };
};
