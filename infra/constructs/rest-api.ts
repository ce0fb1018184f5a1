import { RemovalPolicy, Size } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { BINARY_MEDIA_TYPES } from '#shared/http/raw-bytes.ts';
import { API_VERSION_PATH } from '../base-urls.ts';
import type { DeploySettings } from '../settings.ts';
import { acknowledge } from './nag.ts';

/** The stage name is the API's version prefix: `https://<host>/v2/...` (infra/base-urls.ts). */
export const API_STAGE = API_VERSION_PATH;

/**
 * The REST API: regional, stage `v2`, throttled, JSON access logs with the caller's tenant, errors
 * logged, metrics on.
 */
export const createRestApi = (
  scope: Construct,
  prefix: string,
  settings: DeploySettings,
): apigateway.RestApi => {
  const accessLogs = new logs.LogGroup(scope, 'AccessLogs', {
    logGroupName: `/aws/apigateway/${prefix}/access`,
    retention: settings.logRetentionDays as logs.RetentionDays,
    removalPolicy: settings.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
  });
  const api = new apigateway.RestApi(scope, 'Api', {
    restApiName: prefix,
    description: 'Retail Commerce Service API v2',
    endpointTypes: [apigateway.EndpointType.REGIONAL],
    cloudWatchRole: settings.apiGatewayAccountRole,
    cloudWatchRoleRemovalPolicy: RemovalPolicy.RETAIN,
    minCompressionSize: Size.kibibytes(1),
    // Documents asked for as bytes (a receipt's PDF): the gateway decodes the function's base64.
    binaryMediaTypes: [...BINARY_MEDIA_TYPES],
    deployOptions: {
      stageName: API_STAGE,
      throttlingRateLimit: settings.throttleRatePerSecond,
      throttlingBurstLimit: settings.throttleBurst,
      accessLogDestination: new apigateway.LogGroupLogDestination(accessLogs),
      accessLogFormat: apigateway.AccessLogFormat.custom(
        JSON.stringify({
          requestId: apigateway.AccessLogField.contextRequestId(),
          ip: apigateway.AccessLogField.contextIdentitySourceIp(),
          method: apigateway.AccessLogField.contextHttpMethod(),
          resource: apigateway.AccessLogField.contextResourcePath(),
          path: apigateway.AccessLogField.contextPath(),
          status: apigateway.AccessLogField.contextStatus(),
          latencyMs: apigateway.AccessLogField.contextResponseLatency(),
          integrationLatencyMs: apigateway.AccessLogField.contextIntegrationLatency(),
          bytes: apigateway.AccessLogField.contextResponseLength(),
          principal: apigateway.AccessLogField.contextAuthorizerPrincipalId(),
          tenantUid: apigateway.AccessLogField.contextAuthorizer('tenantUid'),
          error: apigateway.AccessLogField.contextErrorMessage(),
          responseType: apigateway.AccessLogField.contextErrorResponseType(),
        }),
      ),
      loggingLevel: apigateway.MethodLoggingLevel.ERROR,
      dataTraceEnabled: false,
      metricsEnabled: true,
      tracingEnabled: settings.tracing,
    },
  });
  if (settings.apiGatewayAccountRole) {
    acknowledge(
      api,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AmazonAPIGatewayPushToCloudWatchLogs]',
      'The account-wide API Gateway logging role uses the AWS policy made for exactly this purpose.',
    );
  }
  acknowledge(
    api,
    'AwsSolutions-APIG2',
    'Requests are validated by the functions against the route schemas, which name every invalid field in an RFC 9457 problem; an API Gateway validator cannot.',
  );
  return api;
};
