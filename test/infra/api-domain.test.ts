import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { baseUrlOf, configuredApiDomains } from '#infra/base-urls.ts';
import { readSettings } from '#infra/settings.ts';
import { ofType, stackResources, synthApp } from './template-helpers.ts';

const context = (values: Record<string, unknown>) => ({ tryGetContext: (key: string) => values[key] });
const certificate = 'arn:aws:acm:eu-north-1:123456789012:certificate/0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0';

describe('the public address of a stage (spec 9.2)', () => {
  it("takes the stage's domain from apiDomains (cdk.json), or -c apiDomain, and refuses what is no host name", () => {
    const domains = configuredApiDomains();
    expect(readSettings(context({ stage: 'prod', apiDomains: domains })).apiDomain).toBe(domains.prod);
    expect(readSettings(context({ stage: 'stage', apiDomains: domains })).apiDomain).toBe(domains.stage);
    expect(readSettings(context({ apiDomains: domains })).apiDomain).toBeUndefined();
    const own = readSettings(
      context({
        stage: 'stage',
        apiDomains: domains,
        apiDomain: 'api.test.shop.no',
        apiCertificateArn: certificate,
      }),
    );
    expect(own).toMatchObject({ apiDomain: 'api.test.shop.no', apiCertificateArn: certificate });
    expect(own.placeholders).not.toContain('apiDomain');
    expect(own.placeholders).not.toContain('apiCertificateArn');
    // The cdk.json domains are examples: a durable stage deployed with them is warned of.
    expect(readSettings(context({ stage: 'prod', apiDomains: domains })).placeholders).toContain('apiDomain');
    expect(() => readSettings(context({ apiDomain: 'https://api.shop.no' }))).toThrow(/apiDomain/);
    expect(() => readSettings(context({ apiDomains: { prod: 'not a host' } }))).toThrow(/apiDomains.prod/);
  });

  it('maps the domain to the API under /v2 and outputs the base URL the document lists', () => {
    const domain = configuredApiDomains().stage!;
    const built = synthApp({
      bundle: false,
      context: { stage: 'stage', apiDomain: domain, apiCertificateArn: certificate },
    });
    const resources = stackResources(built.api);
    const [[, custom]] = ofType(resources, 'AWS::ApiGateway::DomainName') as [[string, any]];
    expect(custom.Properties).toMatchObject({
      DomainName: domain,
      RegionalCertificateArn: certificate,
      EndpointConfiguration: { Types: ['REGIONAL'] },
      SecurityPolicy: 'TLS_1_2',
    });
    const [[, mapping]] = ofType(resources, 'AWS::ApiGateway::BasePathMapping') as [[string, any]];
    expect(mapping.Properties.BasePath).toBe('v2');
    const outputs = built.api.node
      .findAll()
      .flatMap((c) => ('value' in c && c.node.id === 'ApiBaseUrl' ? [c] : []));
    expect(outputs.map((o) => (o as unknown as { value: string }).value)).toEqual([baseUrlOf(domain)]);
    expect(new AwsSolutionsChecks().validateScope(built.app).violations.map((v) => v.ruleName)).toEqual([]);
  });

  it('creates no domain without a certificate (dev)', () => {
    const built = synthApp({ bundle: false, context: { apiDomain: 'api.dev.shop.no' } });
    expect(ofType(stackResources(built.api), 'AWS::ApiGateway::DomainName')).toEqual([]);
  });
});
