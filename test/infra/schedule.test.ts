import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTIONS, type ScheduleFunctionDef } from '#functions/registry.ts';
import type { BuiltApp } from '#infra/build.ts';
import { TABLE_WRITE_ACTIONS } from '#infra/constructs/function-grants.ts';
import { FIXTURE_FUNCTIONS } from './fixture-functions.ts';
import {
  actionsOf,
  functionIds,
  ofType,
  type Resources,
  resourcesOfStatement,
  stackResources,
  statementsOfFunction,
  synthApp,
} from './template-helpers.ts';

const schedules = FUNCTIONS.filter((f): f is ScheduleFunctionDef => f.kind === 'schedule');
const sweeper = schedules.find((f) => f.name === 'notification-sweeper')!;

// The registry's schedule functions next to the fixture registry (the API needs authorized routes),
// not bundled: this file tests the rules and the grants.
let built: BuiltApp;
let resources: Resources;
beforeAll(() => {
  built = synthApp({ bundle: false, functions: [...FIXTURE_FUNCTIONS, ...schedules] });
  resources = stackResources(built.api);
});

describe('schedule functions', () => {
  it('registers the notification sweeper as a schedule', () => {
    expect(sweeper).toBeDefined();
    expect(sweeper.rateMinutes).toBeGreaterThanOrEqual(1);
  });

  it('creates one enabled rule per schedule function, at its rate, targeting only that function', () => {
    const ids = functionIds(resources);
    const rules = ofType(resources, 'AWS::Events::Rule')
      .map(([id, r]) => [id, r.Properties] as const)
      .filter(([, r]) => r.ScheduleExpression !== undefined);
    expect(rules).toHaveLength(schedules.length);
    for (const fn of schedules) {
      const [ruleId, rule] = rules.find(([, r]) => r.Name === `retail-commerce-dev-${fn.name}`)!;
      const unit = fn.rateMinutes === 1 ? 'minute' : 'minutes';
      expect(rule.ScheduleExpression).toBe(`rate(${fn.rateMinutes} ${unit})`);
      expect(rule.State).toBe('ENABLED');
      expect(rule.Targets).toHaveLength(1);
      expect(rule.Targets[0].Arn).toEqual({ 'Fn::GetAtt': [ids.get(fn.name), 'Arn'] });
      expect(rule.Targets[0].RetryPolicy.MaximumRetryAttempts).toBe(0);
      // EventBridge may invoke the function from this rule only.
      const permissions = ofType(resources, 'AWS::Lambda::Permission')
        .map(([, p]) => p.Properties)
        .filter((p) => p.FunctionName['Fn::GetAtt']?.[0] === ids.get(fn.name));
      expect(permissions).toEqual([
        expect.objectContaining({
          Action: 'lambda:InvokeFunction',
          Principal: 'events.amazonaws.com',
          SourceArn: { 'Fn::GetAtt': [ruleId, 'Arn'] },
        }),
      ]);
    }
  });

  it('lets the sweeper query the open-notifications index and send to the notifications queue only', () => {
    const statements = statementsOfFunction(resources, functionIds(resources).get(sweeper.name)!);
    const actions = statements.flatMap(actionsOf);
    expect(actions.filter((a) => (TABLE_WRITE_ACTIONS as readonly string[]).includes(a))).toEqual([]);
    expect(actions).not.toContain('dynamodb:Scan');
    const read = statements.find((s) => s.Sid === 'TableRead')!;
    expect(read.Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['NOTIFICATIONS#OPEN#*'] },
    });
    expect(JSON.stringify(resourcesOfStatement(read))).toContain('/index/gsi5');
    const sends = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('sqs:')));
    expect(sends.flatMap(actionsOf)).toEqual(['sqs:SendMessage']);
    expect(JSON.stringify(sends.flatMap(resourcesOfStatement))).toMatch(/NotificationsQueue|notifications/i);
    expect(sends.flatMap(resourcesOfStatement)).toHaveLength(1);
  });

  it('rejects a rate that is not a whole number of minutes', () => {
    expect(() =>
      synthApp({ bundle: false, functions: [...FIXTURE_FUNCTIONS, { ...sweeper, rateMinutes: 0.5 }] }),
    ).toThrow(/rateMinutes/);
  });

  it('passes the AWS Solutions checks', () => {
    const report = new AwsSolutionsChecks().validateScope(built.app);
    expect(report.violations.map((v) => v.ruleName)).toEqual([]);
  });
});
