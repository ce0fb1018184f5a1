import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { STREAM_RETRY_ATTEMPTS } from '#functions/function-def.ts';
import { fromSesEvent } from '#functions/notifications/callbacks/ses-event.ts';
import {
  AUTHORIZER,
  allRoutes,
  FUNCTIONS,
  type Grants,
  type QueueFunctionDef,
  SEARCH_INDEXER,
  type StreamFunctionDef,
} from '#functions/registry.ts';
import { carrierSecretId } from '#functions/shipping/carrier-credentials.ts';
import type { BuiltApp } from '#infra/build.ts';
import { METRICS_CHUNK, ownChunks } from '#infra/bundling.ts';
import { streamFilterPatterns } from '#infra/constructs/event-sources.ts';
import {
  checksIntegrationTokens,
  limitsTenantRate,
  TABLE_WRITE_ACTIONS,
} from '#infra/constructs/function-grants.ts';
import { GATEWAY_PROBLEMS } from '#infra/constructs/gateway-responses.ts';
import { SES_DETAIL_TYPES } from '#infra/constructs/ses-events.ts';
import { BINARY_MEDIA_TYPES } from '#shared/http/raw-bytes.ts';
import {
  actionsOf,
  functionIds,
  ofType,
  type Resources,
  resourcePaths,
  resourcesOfStatement,
  stackResources,
  statementsOfFunction,
  synthApp,
} from './template-helpers.ts';

// The real registry, bundled exactly as `cdk synth` does: synthesized once for the whole file.
let built: BuiltApp;
let resources: Resources;
let outdir: string;
beforeAll(() => {
  built = synthApp();
  outdir = built.app.synth().directory;
  resources = stackResources(built.api);
});

describe('functions', () => {
  it('deploys one Node 24 ARM64 function per registry entry plus the authorizer, each with an ESM bundle', () => {
    const ids = functionIds(resources);
    expect([...ids.keys()].sort()).toEqual([...FUNCTIONS.map((f) => f.name), AUTHORIZER.name].sort());
    for (const [name, id] of ids) {
      const props = resources[id]!.Properties;
      expect(props.Runtime, name).toBe('nodejs24.x');
      expect(props.Architectures, name).toEqual(['arm64']);
      expect(props.Handler, name).toBe('index.handler');
      const hash = String(props.Code.S3Key).replace(/\.zip$/, '');
      const bundle = readFileSync(join(outdir, `asset.${hash}`, 'index.mjs'), 'utf8');
      expect(bundle.startsWith("import { createRequire as __cr } from 'node:module'"), name).toBe(true);
      expect(bundle, name).toContain('//# sourceMappingURL=index.mjs.map');
    }
  });

  it("puts each function's files and chunks next to its bundle, and no pdf-lib in a bundle", () => {
    const ids = functionIds(resources);
    for (const fn of [...FUNCTIONS, AUTHORIZER]) {
      const hash = String(resources[ids.get(fn.name)!]!.Properties.Code.S3Key).replace(/\.zip$/, '');
      const asset = join(outdir, `asset.${hash}`);
      const chunks = ownChunks(fn).map((c) => basename(c, '.ts'));
      // Every function but the authorizer (no middy stack) carries Powertools Metrics as a chunk.
      const all = fn === AUTHORIZER ? chunks : [...chunks, basename(METRICS_CHUNK, '.ts')];
      const expected = [
        'index.mjs',
        'index.mjs.map',
        ...('files' in fn ? (fn.files ?? []) : []).map((f) => basename(f)),
        ...all.flatMap((c) => [`${c}.mjs`, `${c}.mjs.map`]),
      ];
      expect(readdirSync(asset).sort(), fn.name).toEqual(expected.sort());
      const bundle = readFileSync(join(asset, 'index.mjs'), 'utf8');
      expect(bundle, fn.name).not.toContain('PDFDocument');
      // The Metrics class (its method's definition, not shared/metrics.ts's call) is in the chunk only.
      expect(bundle, fn.name).not.toMatch(/captureColdStartMetric\(\w*\)\{/);
      // The PDF chunks hold pdf-lib (the webhook delivery's admin notices are a chunk without it).
      for (const chunk of chunks.filter((c) => c.endsWith('-pdf')))
        expect(readFileSync(join(asset, `${chunk}.mjs`), 'utf8'), fn.name).toContain('PDFDocument');
    }
  });

  it('gives each function its own log group with a retention', () => {
    const ids = functionIds(resources);
    for (const [name, id] of ids) {
      const groupId = resources[id]!.Properties.LoggingConfig.LogGroup.Ref;
      expect(resources[groupId]!.Properties.RetentionInDays, name).toBeGreaterThan(0);
    }
  });

  it('starts every function without NODE_OPTIONS, so no source map is parsed at a cold start', () => {
    // --enable-source-maps costs 4-17 ms of each cold init (docs/decisions/bundles.md, "Source maps
    // when an error is logged"); the logger maps stacks when it logs one.
    for (const [name, id] of functionIds(resources)) {
      expect(resources[id]!.Properties.Environment.Variables.NODE_OPTIONS, name).toBeUndefined();
    }
  });

  it('passes the token verification settings to the authorizer only', () => {
    const ids = functionIds(resources);
    for (const [name, id] of ids) {
      const env = resources[id]!.Properties.Environment.Variables;
      if (name === AUTHORIZER.name)
        expect(Object.keys(env)).toEqual(expect.arrayContaining(['JWKS_URL', 'JWT_ISSUER', 'JWT_AUDIENCE']));
      else expect(env.JWKS_URL, name).toBeUndefined();
    }
  });
});

describe('routes', () => {
  it('has one method per declared route, integrated with the function that declares it', () => {
    const paths = resourcePaths(resources);
    const ids = functionIds(resources);
    const [[authorizerId]] = ofType(resources, 'AWS::ApiGateway::Authorizer') as [[string, unknown]];
    const methods = ofType(resources, 'AWS::ApiGateway::Method');
    const routes = allRoutes();
    expect(methods).toHaveLength(routes.length);
    for (const { fn, operationId, route } of routes) {
      const found = methods.filter(
        ([, m]) =>
          m.Properties.HttpMethod === route.method && paths.get(m.Properties.ResourceId.Ref) === route.path,
      );
      expect(found, `${route.method} ${route.path}`).toHaveLength(1);
      const method = found[0]![1].Properties;
      expect(method.OperationName).toBe(operationId);
      expect(method.Integration.Type).toBe('AWS_PROXY');
      expect(JSON.stringify(method.Integration.Uri)).toContain(`"${ids.get(fn.name)}","Arn"`);
      if (route.auth === 'public') {
        expect(method.AuthorizationType, operationId).toBe('NONE');
        expect(method.AuthorizerId, operationId).toBeUndefined();
      } else {
        expect(method.AuthorizationType, operationId).toBe('CUSTOM');
        expect(method.AuthorizerId, operationId).toEqual({ Ref: authorizerId });
      }
    }
  });

  it('shares one API Gateway resource per distinct path', () => {
    const prefixes = new Set(
      allRoutes().flatMap(({ route }) => {
        const segments = route.path.split('/').filter(Boolean);
        return segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`);
      }),
    );
    expect(new Set(resourcePaths(resources).values())).toEqual(prefixes);
  });

  it('verifies bearer tokens with a REQUEST authorizer on the Authorization header, cached 300 s', () => {
    const [[, authorizer]] = ofType(resources, 'AWS::ApiGateway::Authorizer') as [[string, any]];
    expect(authorizer.Properties).toMatchObject({
      Type: 'REQUEST',
      IdentitySource: 'method.request.header.Authorization',
      AuthorizerResultTtlInSeconds: AUTHORIZER.cacheSeconds,
    });
  });

  it('serves stage v2 with throttling, access logs and error logging', () => {
    const [[, stage]] = ofType(resources, 'AWS::ApiGateway::Stage') as [[string, any]];
    expect(stage.Properties.StageName).toBe('v2');
    expect(stage.Properties.AccessLogSetting.DestinationArn).toBeDefined();
    expect(JSON.parse(stage.Properties.AccessLogSetting.Format)).toMatchObject({
      requestId: '$context.requestId',
    });
    expect(stage.Properties.MethodSettings[0]).toMatchObject({
      LoggingLevel: 'ERROR',
      ThrottlingRateLimit: expect.any(Number),
      ThrottlingBurstLimit: expect.any(Number),
    });
  });

  it('lets the documents offered as bytes through as binary, and every type a route offers is listed', () => {
    const [[, api]] = ofType(resources, 'AWS::ApiGateway::RestApi') as [[string, any]];
    expect(api.Properties.BinaryMediaTypes).toEqual([...BINARY_MEDIA_TYPES]);
    expect(api.Properties.BinaryMediaTypes).not.toContain('application/json');
    const offered = allRoutes().flatMap(({ route }) => route.success.bytes?.mediaTypes ?? []);
    expect(offered).toContain('application/pdf');
    for (const type of offered) expect(api.Properties.BinaryMediaTypes).toContain(type);
  });
});

describe('gateway responses', () => {
  it('answers API Gateway errors as problem+json', () => {
    const responses = ofType(resources, 'AWS::ApiGateway::GatewayResponse').map(([, r]) => r.Properties);
    expect(responses.map((r) => r.ResponseType).sort()).toEqual(
      GATEWAY_PROBLEMS.map((p) => p.type.responseType).sort(),
    );
    const expected: Record<string, string> = {
      UNAUTHORIZED: '401',
      ACCESS_DENIED: '403',
      MISSING_AUTHENTICATION_TOKEN: '404',
      REQUEST_TOO_LARGE: '413',
      THROTTLED: '429',
    };
    for (const [type, status] of Object.entries(expected)) {
      const response = responses.find((r) => r.ResponseType === type)!;
      expect(response.StatusCode, type).toBe(status);
      const body = JSON.parse(response.ResponseTemplates['application/json']);
      expect(body).toMatchObject({ status: Number(status), requestId: '$context.requestId' });
      expect(body.type).toMatch(/^\/v2\/docs\/problems\/[a-z-]+$/);
    }
    for (const response of responses) {
      expect(response.ResponseParameters['gatewayresponse.header.Content-Type']).toBe(
        "'application/problem+json'",
      );
      expect(() => JSON.parse(response.ResponseTemplates['application/json'])).not.toThrow();
    }
    const unauthorized = responses.find((r) => r.ResponseType === 'UNAUTHORIZED')!;
    expect(unauthorized.ResponseParameters['gatewayresponse.header.WWW-Authenticate']).toBe(
      `'Bearer error="invalid_token"'`,
    );
    expect(responses.find((r) => r.ResponseType === 'DEFAULT_5XX')).toBeDefined();
  });
});

describe('gateway responses for every error API Gateway produces', () => {
  const responses = () => ofType(resources, 'AWS::ApiGateway::GatewayResponse').map(([, r]) => r.Properties);

  it('covers every response type API Gateway has', () => {
    const all = Object.values(apigateway.ResponseType)
      .filter((v): v is apigateway.ResponseType => v instanceof apigateway.ResponseType)
      .map((t) => t.responseType);
    expect(all.length).toBeGreaterThan(15);
    expect(
      responses()
        .map((r) => r.ResponseType)
        .sort(),
    ).toEqual([...all].sort());
  });

  it('answers each as an RFC 9457 problem with instance and requestId, status in the body equal to the answer', () => {
    for (const response of responses()) {
      const body = JSON.parse(response.ResponseTemplates['application/json']);
      expect(Object.keys(body), response.ResponseType).toEqual(
        expect.arrayContaining(['type', 'title', 'detail', 'instance', 'requestId']),
      );
      expect(body.instance).toBe('$context.path');
      expect(body.requestId).toBe('$context.requestId');
      expect(body.status === undefined ? undefined : String(body.status), response.ResponseType).toBe(
        response.StatusCode,
      );
    }
    const waf = responses().find((r) => r.ResponseType === 'WAF_FILTERED')!;
    expect(waf.StatusCode).toBe('403');
    // The same type URI as a handler's unhandled 500.
    const fallback = JSON.parse(
      responses().find((r) => r.ResponseType === 'DEFAULT_5XX')!.ResponseTemplates['application/json'],
    );
    expect(fallback.type).toBe('/v2/docs/problems/internal-error');
  });
});

describe('SES events to the callbacks function', () => {
  // SES `eventType` of each publishing type whose handling moves a notification.
  const SES_EVENT_NAMES = {
    DELIVERY: 'Delivery',
    BOUNCE: 'Bounce',
    COMPLAINT: 'Complaint',
    REJECT: 'Reject',
  };

  it('delivers every SES event type the handler acts on, through a rule that invokes it', () => {
    const callbacks = FUNCTIONS.find((f) => f.name === 'callbacks')!;
    for (const [type, eventType] of Object.entries(SES_EVENT_NAMES)) {
      const report = fromSesEvent({ eventType, mail: { messageId: 'm-1', tags: {} } });
      expect(report.outcome, eventType).toBeDefined();
      expect(callbacks.sesEvents, type).toContain(type);
    }
    const rules = ofType(resources, 'AWS::Events::Rule').map(([, r]) => r.Properties);
    const rule = rules.find((r) => r.Name === 'retail-commerce-dev-ses-callbacks')!;
    expect(rule.EventPattern['detail-type']).toEqual(
      (callbacks.sesEvents ?? []).map((t) => SES_DETAIL_TYPES[t]),
    );
    expect(rule.Targets[0].Arn).toEqual({ 'Fn::GetAtt': [functionIds(resources).get('callbacks'), 'Arn'] });
  });
});

describe('least privilege', () => {
  const byName = () =>
    new Map<string, { grants: Grants; kind: string }>(
      [...FUNCTIONS, { ...AUTHORIZER, kind: 'authorizer' }].map((f) => [f.name, f]),
    );

  it('grants no wildcard actions and no table action on Resource "*"', () => {
    for (const [name, id] of functionIds(resources)) {
      for (const statement of statementsOfFunction(resources, id)) {
        for (const action of actionsOf(statement)) expect(action, name).not.toMatch(/\*$/);
        if (actionsOf(statement).some((a) => a.startsWith('dynamodb:'))) {
          expect(resourcesOfStatement(statement), name).not.toContain('*');
        }
      }
    }
  });

  it('gives table writes only to readWrite functions and table access only to functions that declare it', () => {
    const defs = byName();
    for (const [name, id] of functionIds(resources)) {
      // The integration-token check's GetItem on ITOKEN#* and the tenant bucket's writes on
      // T#*#RATELIMIT (token-grants.test.ts) are apart.
      const actions = statementsOfFunction(resources, id)
        .filter((s) => s.Sid !== 'IntegrationTokenRead' && s.Sid !== 'RateLimitBucket')
        .flatMap(actionsOf);
      const def = defs.get(name)!;
      const table = def.grants.table;
      const writes = actions.filter((a) => (TABLE_WRITE_ACTIONS as readonly string[]).includes(a));
      if (table === 'readWrite') expect(writes.length, name).toBeGreaterThan(0);
      else expect(writes, name).toEqual([]);
      const dynamo = actions.filter(
        (a) =>
          a.startsWith('dynamodb:') &&
          !a.includes('Stream') &&
          a !== 'dynamodb:GetRecords' &&
          a !== 'dynamodb:GetShardIterator',
      );
      if (!table) expect(dynamo, name).toEqual([]);
      const env = resources[id]!.Properties.Environment.Variables;
      expect(env.TABLE_NAME !== undefined, name).toBe(
        table !== undefined ||
          FUNCTIONS.some((fn) => fn.name === name && (checksIntegrationTokens(fn) || limitsTenantRate(fn))),
      );
    }
  });

  it('lets only functions with sendTo (or a stream failure destination) send to queues', () => {
    const defs = byName();
    for (const [name, id] of functionIds(resources)) {
      const def = defs.get(name)!;
      const sends = statementsOfFunction(resources, id)
        .filter((s) => actionsOf(s).includes('sqs:SendMessage'))
        .flatMap(resourcesOfStatement);
      const expected = (def.grants.sendTo?.length ?? 0) + (def.kind === 'stream' ? 1 : 0);
      expect(sends, name).toHaveLength(expected);
    }
  });

  it('lets the shipping function read the carrier secrets its adapters name, and no other function', () => {
    for (const [name, id] of functionIds(resources)) {
      const named = statementsOfFunction(resources, id).find((s) => s.Sid === 'NamedSecrets');
      if (name !== 'shipping') {
        expect(named, name).toBeUndefined();
        continue;
      }
      expect(named.Action).toBe('secretsmanager:GetSecretValue');
      const [arn] = resourcesOfStatement(named);
      const pattern = JSON.stringify(arn).match(/:secret:([^"]*)\*"/)![1]!;
      expect(pattern).toBe('rcs/carriers/');
      expect(carrierSecretId('t-1', 'bring').startsWith(pattern)).toBe(true);
      expect(resources[id]!.Properties.Layers).toHaveLength(1);
    }
  });

  it('restricts the authorizer to integration-token and device-token items', () => {
    const id = functionIds(resources).get(AUTHORIZER.name)!;
    const tableStatements = statementsOfFunction(resources, id).filter((s) =>
      actionsOf(s).some((a) => a.startsWith('dynamodb:')),
    );
    expect(tableStatements.length).toBeGreaterThan(0);
    for (const statement of tableStatements) {
      expect(statement.Condition['ForAllValues:StringLike']['dynamodb:LeadingKeys']).toEqual([
        'DTOKEN#*',
        'ITOKEN#*',
      ]);
    }
  });
});

describe('event sources', () => {
  it('maps every stream and queue function, with filters and partial batch failures', () => {
    const ids = functionIds(resources);
    const mappings = ofType(resources, 'AWS::Lambda::EventSourceMapping').map(([, m]) => m.Properties);
    const workers = FUNCTIONS.filter(
      (f): f is QueueFunctionDef | StreamFunctionDef =>
        f.kind === 'queue' || (f.kind === 'stream' && streamFilterPatterns(f).length > 0),
    );
    expect(mappings).toHaveLength(workers.length);
    for (const fn of workers) {
      const mapping = mappings.find((m) => m.FunctionName.Ref === ids.get(fn.name))!;
      expect(mapping, fn.name).toBeDefined();
      expect(mapping.FunctionResponseTypes).toEqual(['ReportBatchItemFailures']);
      expect(mapping.BatchSize).toBe(fn.batchSize);
      if (fn.kind === 'stream') {
        expect(mapping.BisectBatchOnFunctionError).toBe(true);
        expect(mapping.MaximumRetryAttempts).toBe(fn.retryUntilExpired ? -1 : STREAM_RETRY_ATTEMPTS);
        expect(mapping.DestinationConfig.OnFailure.Destination).toBeDefined();
        expect(mapping.FilterCriteria.Filters.map((f: { Pattern: string }) => JSON.parse(f.Pattern))).toEqual(
          streamFilterPatterns(fn),
        );
      }
    }
  });

  it('feeds the search indexer every change of the projected items, retried until they expire', () => {
    expect(streamFilterPatterns(SEARCH_INDEXER).length).toBeGreaterThan(0);
    const mapping = ofType(resources, 'AWS::Lambda::EventSourceMapping')
      .map(([, m]) => m.Properties)
      .find((m) => m.FunctionName.Ref === functionIds(resources).get(SEARCH_INDEXER.name))!;
    expect(mapping).toMatchObject({ MaximumRetryAttempts: -1, MaximumBatchingWindowInSeconds: 0 });
    expect(mapping.MaximumRecordAgeInSeconds).toBeUndefined();
    const events = mapping.FilterCriteria.Filters.flatMap(
      (f: { Pattern: string }) => JSON.parse(f.Pattern).eventName,
    );
    expect(new Set(events)).toEqual(new Set(['INSERT', 'MODIFY', 'REMOVE']));
  });
});

describe('search read model access', () => {
  const secretsRead = (id: string) =>
    JSON.stringify(
      statementsOfFunction(resources, id)
        .filter((s) => actionsOf(s).includes('secretsmanager:GetSecretValue'))
        .map((s) => s.Resource),
    );

  it('lets search readers use the reader secret only, and the indexer the writer secret', () => {
    const byName = new Map(FUNCTIONS.map((f) => [f.name, f]));
    const readers = FUNCTIONS.filter((f) => f.grants.search === 'reader').map((f) => f.name);
    expect(readers.length).toBeGreaterThan(0);
    for (const [name, id] of functionIds(resources)) {
      const search = byName.get(name)?.grants.search;
      const secrets = secretsRead(id);
      const dataApi = statementsOfFunction(resources, id)
        .flatMap(actionsOf)
        .filter((a) => a.startsWith('rds-data:'));
      const env = resources[id]!.Properties.Environment.Variables;
      expect(secrets.includes('SearchWriterSecretAttachment'), name).toBe(search === 'writer');
      expect(secrets.includes('SearchReaderSecretAttachment'), name).toBe(search === 'reader');
      expect(dataApi.length > 0, name).toBe(search !== undefined);
      expect(env.SEARCH_CLUSTER_ARN !== undefined, name).toBe(search !== undefined);
      expect(dataApi.includes('rds-data:BatchExecuteStatement'), name).toBe(search === 'writer');
    }
    expect(byName.get(SEARCH_INDEXER.name)!.grants.search).toBe('writer');
  });

  it('keeps every function out of a VPC: the Data API needs none', () => {
    for (const [name, id] of functionIds(resources)) {
      expect(resources[id]!.Properties.VpcConfig, name).toBeUndefined();
    }
  });
});

describe('alarms and checks', () => {
  it('alarms when the search indexer falls behind the stream', () => {
    const alarms = ofType(resources, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    expect(alarms).toContainEqual(
      expect.objectContaining({
        AlarmName: `retail-commerce-dev-${SEARCH_INDEXER.name}-iterator-age`,
        MetricName: 'IteratorAge',
        Dimensions: [
          { Name: 'FunctionName', Value: { Ref: functionIds(resources).get(SEARCH_INDEXER.name) } },
        ],
      }),
    );
  });

  it('alarms on API 5xx', () => {
    const alarms = ofType(resources, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    expect(alarms).toContainEqual(
      expect.objectContaining({ MetricName: '5XXError', Namespace: 'AWS/ApiGateway', Threshold: 0 }),
    );
  });

  it('passes the AWS Solutions checks: every finding is fixed or acknowledged with a reason', () => {
    const report = new AwsSolutionsChecks().validateScope(built.app);
    expect(report.violations.map((v) => v.ruleName)).toEqual([]);
    const written = JSON.parse(readFileSync(join(outdir, 'validation-report.json'), 'utf8'));
    expect(written.pluginReports.flatMap((r: any) => r.violations ?? [])).toEqual([]);
  });
});
