import { CfnOutput } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import type { Construct } from 'constructs';
import { API_VERSION_PATH, baseUrlOf } from '../base-urls.ts';
import type { DeploySettings } from '../settings.ts';

/**
 * The stage's public address (spec 9.2), the one the OpenAPI document lists
 * (infra/base-urls.ts): a regional custom domain with the configured certificate, whose path
 * `/v2` maps to the API's stage `v2`, so that `https://<apiDomain>/v2/...` is the API. Without a
 * domain or a certificate nothing is created (dev; a stage deploy warns of the placeholder). The
 * DNS record (an alias or CNAME to `ApiDomainTarget`) is the zone owner's.
 */
export const addApiDomain = (
  scope: Construct,
  api: apigateway.RestApi,
  settings: Pick<DeploySettings, 'apiDomain' | 'apiCertificateArn'>,
): apigateway.DomainName | undefined => {
  const { apiDomain, apiCertificateArn } = settings;
  if (!apiDomain || !apiCertificateArn) return undefined;
  const domain = new apigateway.DomainName(scope, 'ApiDomain', {
    domainName: apiDomain,
    certificate: acm.Certificate.fromCertificateArn(scope, 'ApiCertificate', apiCertificateArn),
    endpointType: apigateway.EndpointType.REGIONAL,
    securityPolicy: apigateway.SecurityPolicy.TLS_1_2,
  });
  domain.addBasePathMapping(api, { basePath: API_VERSION_PATH, stage: api.deploymentStage });
  new CfnOutput(scope, 'ApiBaseUrl', {
    value: baseUrlOf(apiDomain),
    description: 'Public base URL of the API, as the OpenAPI document lists it',
  });
  new CfnOutput(scope, 'ApiDomainTarget', {
    value: domain.domainNameAliasDomainName,
    description: `DNS target of ${apiDomain} (alias or CNAME)`,
  });
  return domain;
};
