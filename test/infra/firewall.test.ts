import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltApp } from '#infra/build.ts';
import { COMMON_RULES_COUNTED, RATE_WINDOW_SECONDS } from '#infra/constructs/web-acl.ts';
import { readSettings } from '#infra/settings.ts';
import { FIXTURE_FUNCTIONS } from './fixture-functions.ts';
import { ofType, type Resources, stackResources, synthApp } from './template-helpers.ts';

// Structure only (no bundling): prod with a rate limit from context, and dev.
let prod: BuiltApp;
let prodResources: Resources;
let dev: BuiltApp;
let devResources: Resources;

/** The cdk-nag rule ids acknowledged anywhere in an app (construct metadata, not the template). */
const acknowledged = (built: BuiltApp): string =>
  JSON.stringify(
    built.app.node
      .findAll()
      .flatMap((c) => c.node.metadata.filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)),
  );
beforeAll(() => {
  prod = synthApp({
    bundle: false,
    functions: FIXTURE_FUNCTIONS,
    context: { stage: 'prod', wafRateLimit: '2500' },
  });
  prodResources = stackResources(prod.api);
  dev = synthApp({ bundle: false, functions: FIXTURE_FUNCTIONS });
  devResources = stackResources(dev.api);
});

const webAclOf = (resources: Resources) =>
  ofType(resources, 'AWS::WAFv2::WebACL').map(([id, r]) => [id, r.Properties] as const);
const ruleOf = (name: string) => webAclOf(prodResources)[0]![1].Rules.find((r: any) => r.Name === name);

describe('web ACL', () => {
  it('protects the v2 stage of the REST API with a regional web ACL that allows by default', () => {
    const [[aclId, acl]] = webAclOf(prodResources) as [readonly [string, any]];
    expect(acl).toMatchObject({
      Scope: 'REGIONAL',
      DefaultAction: { Allow: {} },
      Name: 'retail-commerce-prod',
    });
    const [[, association]] = ofType(prodResources, 'AWS::WAFv2::WebACLAssociation') as [[string, any]];
    expect(association.Properties.WebACLArn).toEqual({ 'Fn::GetAtt': [aclId, 'Arn'] });
    const arn = JSON.stringify(association.Properties.ResourceArn);
    const [[apiId]] = ofType(prodResources, 'AWS::ApiGateway::RestApi') as [[string, unknown]];
    const [[stageId]] = ofType(prodResources, 'AWS::ApiGateway::Stage') as [[string, unknown]];
    expect(arn).toContain(`/restapis/",{"Ref":"${apiId}"},"/stages/",{"Ref":"${stageId}"}`);
  });

  it('answers 429 with Retry-After to an IP above the rate limit from context', () => {
    const rule = ruleOf('RatePerIp');
    expect(rule.Priority).toBe(0);
    expect(rule.Statement.RateBasedStatement).toEqual({
      Limit: 2500,
      AggregateKeyType: 'IP',
      EvaluationWindowSec: RATE_WINDOW_SECONDS,
    });
    const response = rule.Action.Block.CustomResponse;
    expect(response.ResponseCode).toBe(429);
    expect(response.ResponseHeaders).toEqual([{ Name: 'Retry-After', Value: '60' }]);
    const body = webAclOf(prodResources)[0]![1].CustomResponseBodies[response.CustomResponseBodyKey];
    expect(body.ContentType).toBe('APPLICATION_JSON');
    expect(JSON.parse(body.Content)).toMatchObject({ status: 429, title: 'Too many requests' });
  });

  it('runs the AWS common rule set with the 8 KB body rule (and rules that misfire on API clients) counting', () => {
    const rule = ruleOf('AWSManagedRulesCommonRuleSet');
    expect(rule.OverrideAction).toEqual({ None: {} });
    const statement = rule.Statement.ManagedRuleGroupStatement;
    expect(statement.VendorName).toBe('AWS');
    const counted = statement.RuleActionOverrides.map((o: any) => {
      expect(o.ActionToUse).toEqual({ Count: {} });
      return o.Name;
    });
    expect(counted).toContain('SizeRestrictions_BODY');
    expect(counted.sort()).toEqual(Object.keys(COMMON_RULES_COUNTED).sort());
  });

  it('blocks known bad inputs with the managed rule set as is', () => {
    const rule = ruleOf('AWSManagedRulesKnownBadInputsRuleSet');
    expect(rule.Statement.ManagedRuleGroupStatement).toEqual({
      VendorName: 'AWS',
      Name: 'AWSManagedRulesKnownBadInputsRuleSet',
    });
    for (const r of webAclOf(prodResources)[0]![1].Rules) {
      expect(r.VisibilityConfig, r.Name).toMatchObject({
        CloudWatchMetricsEnabled: true,
        SampledRequestsEnabled: true,
      });
    }
  });

  it('satisfies cdk-nag APIG3 with the web ACL, without an acknowledgment', () => {
    expect(new AwsSolutionsChecks().validateScope(prod.app).violations.map((v) => v.ruleName)).toEqual([]);
    expect(acknowledged(prod)).toContain('AwsSolutions-APIG2');
    expect(acknowledged(prod)).not.toContain('AwsSolutions-APIG3');
  });

  it('has no web ACL in dev, where APIG3 is acknowledged with its reason', () => {
    expect(webAclOf(devResources)).toEqual([]);
    expect(acknowledged(dev)).toContain('AwsSolutions-APIG3');
    expect(new AwsSolutionsChecks().validateScope(dev.app).violations).toEqual([]);
  });

  it('reads waf and wafRateLimit from context, on by default for stage and prod', () => {
    const context = (values: Record<string, string>) => ({ tryGetContext: (key: string) => values[key] });
    expect(readSettings(context({})).waf).toBe(false);
    expect(readSettings(context({ stage: 'stage' })).waf).toBe(true);
    expect(readSettings(context({ stage: 'prod', waf: 'false' })).waf).toBe(false);
    expect(readSettings(context({ wafRateLimit: '900' })).wafRateLimit).toBe(900);
    expect(() =>
      synthApp({ bundle: false, functions: FIXTURE_FUNCTIONS, context: { waf: 'true', wafRateLimit: '5' } }),
    ).toThrow(/at least 10/);
  });
});
