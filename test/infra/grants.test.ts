import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { STREAM_RETRY_ATTEMPTS } from '#functions/function-def.ts';
import { QUEUES } from '#functions/registry.ts';
import type { BuiltApp } from '#infra/build.ts';
import { checkRouteTree, type RouteBinding } from '#infra/constructs/api-routes.ts';
import { ITERATOR_AGE_ALARM_MINUTES, ITERATOR_AGE_ALARM_SECONDS } from '#infra/constructs/event-sources.ts';
import { TABLE_READ_ACTIONS, TABLE_WRITE_ACTIONS } from '#infra/constructs/function-grants.ts';
import { SEARCH_DATA_ACTIONS, SEARCH_WRITE_ACTIONS } from '#infra/constructs/search-grants.ts';
import { SES_DETAIL_TYPES, SES_EVENT_RETRIES } from '#infra/constructs/ses-events.ts';
import { FIXTURE_FUNCTIONS } from './fixture-functions.ts';
import {
  actionsOf,
  functionIds,
  ofType,
  type Resources,
  resourcePaths,
  resourcesOf,
  resourcesOfStatement,
  stackResources,
  statementsOfFunction,
  synthApp,
} from './template-helpers.ts';

// A registry using every grant and function kind (not bundled: this file tests the translation).
let built: BuiltApp;
let resources: Resources;
beforeAll(() => {
  built = synthApp({ bundle: false, functions: FIXTURE_FUNCTIONS, context: { tracing: 'true' } });
  resources = stackResources(built.api);
});

const statementsOf = (name: string) => statementsOfFunction(resources, functionIds(resources).get(name)!);
const envOf = (name: string): Record<string, unknown> =>
  resources[functionIds(resources).get(name)!]!.Properties.Environment.Variables;
const actionsFor = (name: string) => statementsOf(name).flatMap(actionsOf);

describe('integration-token revocation check', () => {
  it('lets an HTTP function whose routes take integration tokens read token items only, and a worker not at all', () => {
    const read = statementsOf('writer').find((s) => s.Sid === 'IntegrationTokenRead')!;
    expect(actionsOf(read)).toEqual(['dynamodb:GetItem']);
    expect(JSON.stringify(read)).toContain('ITOKEN#*');
    expect(statementsOf('fanout').find((s) => s.Sid === 'IntegrationTokenRead')).toBeUndefined();
  });
});

describe('table grants', () => {
  it('gives a read function the read actions on the table and each index ARN, and no writes', () => {
    const read = statementsOf('reader').find((s) => s.Sid === 'TableRead')!;
    expect(actionsOf(read).sort()).toEqual([...TABLE_READ_ACTIONS].sort());
    const arns = JSON.stringify(resourcesOfStatement(read));
    for (const index of ['gsi1', 'gsi2', 'gsi3', 'gsi5']) expect(arns).toContain(`/index/${index}`);
    // Apart from the tenant bucket's UpdateItem on T#*#RATELIMIT (token-grants.test.ts).
    const apart = statementsOf('reader')
      .filter((s) => s.Sid !== 'RateLimitBucket')
      .flatMap(actionsOf);
    expect(apart.filter((a) => (TABLE_WRITE_ACTIONS as readonly string[]).includes(a))).toEqual([]);
    expect(actionsFor('reader')).not.toContain('dynamodb:Scan');
  });

  it('gives a readWrite function item writes on the table only, never Scan', () => {
    const write = statementsOf('writer').find((s) => s.Sid === 'TableWrite')!;
    expect(actionsOf(write).sort()).toEqual([...TABLE_WRITE_ACTIONS].sort());
    expect(resourcesOfStatement(write)).toHaveLength(1);
    expect(actionsFor('writer')).not.toContain('dynamodb:Scan');
  });

  it('conditions table access on the declared leading keys', () => {
    for (const sid of ['TableRead', 'TableWrite']) {
      const statement = statementsOf('writer').find((s) => s.Sid === sid)!;
      expect(statement.Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['T#*'] } });
    }
    expect(statementsOf('reader').find((s) => s.Sid === 'TableRead')!.Condition).toBeUndefined();
  });
});

describe('queue, mail, sms, key and secret grants', () => {
  it('lets a sendTo function send to exactly those queues, with their URLs in its environment', () => {
    const send = statementsOf('writer').filter((s) => actionsOf(s).includes('sqs:SendMessage'));
    expect(send.flatMap(resourcesOfStatement)).toHaveLength(1);
    expect(envOf('writer')[QUEUES.notifications.envVar]).toBeDefined();
    expect(envOf('writer')[QUEUES.webhookDelivery.envVar]).toBeUndefined();
    expect(actionsFor('reader')).not.toContain('sqs:SendMessage');
    expect(actionsFor('hooks')).not.toContain('sqs:SendMessage');
  });

  it('lets a queue consumer receive, delete and re-time messages of its own queue', () => {
    const consume = statementsOf('delivery').find((s) => s.Sid === 'QueueConsume')!;
    expect(actionsOf(consume)).toEqual(
      expect.arrayContaining(['sqs:ReceiveMessage', 'sqs:DeleteMessage', 'sqs:ChangeMessageVisibility']),
    );
    expect(resourcesOfStatement(consume)).toHaveLength(1);
    expect(actionsFor('delivery')).not.toContain('sqs:SendMessage');
  });

  it('maps secrets encrypt/decrypt to exactly that KMS action on the one key', () => {
    expect(statementsOf('writer').find((s) => s.Sid === 'SecretsKey')!.Action).toBe('kms:Encrypt');
    expect(statementsOf('delivery').find((s) => s.Sid === 'SecretsKey')!.Action).toBe('kms:Decrypt');
    expect(envOf('delivery').SECRETS_KMS_KEY_ID).toBeDefined();
    expect(actionsFor('reader').some((a) => a.startsWith('kms:'))).toBe(false);
  });

  it('grants SES SendEmail on identities and the configuration set, and SMS sends', () => {
    const mail = statementsOf('sender').find((s) => s.Sid === 'MailSend')!;
    expect(mail.Action).toBe('ses:SendEmail');
    const arns = JSON.stringify(resourcesOfStatement(mail));
    expect(arns).toContain('identity/');
    expect(arns).toContain('configuration-set/');
    expect(envOf('sender')).toMatchObject({ MAIL_FROM_ADDRESS: expect.any(String) });
    expect(statementsOf('sender').find((s) => s.Sid === 'SmsSend')!.Action).toBe('sms-voice:SendTextMessage');
    expect(actionsFor('writer')).not.toContain('ses:SendEmail');
  });

  it('lets only the callback function read the callback secret, through the secrets extension', () => {
    const read = statementsOf('hooks').find((s) => s.Sid === 'CallbackSecret')!;
    expect(read.Action).toBe('secretsmanager:GetSecretValue');
    expect(resourcesOfStatement(read)).toHaveLength(1);
    expect(envOf('hooks').MAILPROVIDER_CALLBACK_SECRET_ARN).toBeDefined();
    const fn = resources[functionIds(resources).get('hooks')!]!.Properties;
    expect(fn.Layers).toHaveLength(1);
    for (const other of ['reader', 'writer', 'delivery']) {
      expect(actionsFor(other)).not.toContain('secretsmanager:GetSecretValue');
      expect(envOf(other).MAILPROVIDER_CALLBACK_SECRET_ARN).toBeUndefined();
    }
  });
});

describe('named secrets', () => {
  it('lets a function read the secrets under its prefixes alone, through the secrets extension', () => {
    const read = statementsOf('sender').find((s) => s.Sid === 'NamedSecrets')!;
    expect(read.Action).toBe('secretsmanager:GetSecretValue');
    const arns = resourcesOfStatement(read);
    expect(arns).toHaveLength(1);
    // Secrets Manager appends six characters to a secret's name in its ARN: the prefix and a `*`.
    expect(JSON.stringify(arns[0])).toMatch(/:secretsmanager:.*:secret:rcs\/things\/\*"/);
    const fn = resources[functionIds(resources).get('sender')!]!.Properties;
    expect(fn.Layers).toHaveLength(1);
    for (const other of ['reader', 'writer', 'delivery', 'hooks']) {
      expect(statementsOf(other).find((s) => s.Sid === 'NamedSecrets')).toBeUndefined();
    }
  });
});

describe('search grants', () => {
  // Cross-stack references name the stateful stack's resources: the reader and writer secrets are
  // the two secret attachments, the cluster ARN is built from the cluster's Ref.
  const READER_SECRET = 'SearchReaderSecretAttachment';
  const WRITER_SECRET = 'SearchWriterSecretAttachment';
  const searchStatementsOf = (name: string) => {
    const statements = statementsOf(name);
    return {
      data: statements.find((s) => s.Sid === 'SearchData'),
      secret: statements.find((s) => s.Sid === 'SearchSecret'),
    };
  };

  it('lets a reader run Data API statements and transactions on the cluster with the reader secret', () => {
    const { data, secret } = searchStatementsOf('searcher');
    expect(actionsOf(data).sort()).toEqual([...SEARCH_DATA_ACTIONS].sort());
    expect(actionsOf(data)).not.toContain('rds-data:BatchExecuteStatement');
    expect(resourcesOfStatement(data)).toHaveLength(1);
    expect(JSON.stringify(data.Resource)).toContain(':cluster:');
    expect(JSON.stringify(data.Resource)).toContain('SearchCluster');
    expect(secret.Action).toBe('secretsmanager:GetSecretValue');
    expect(resourcesOfStatement(secret)).toHaveLength(1);
    expect(JSON.stringify(secret.Resource)).toContain(READER_SECRET);
    expect(envOf('searcher')).toMatchObject({
      SEARCH_CLUSTER_ARN: expect.anything(),
      SEARCH_READER_SECRET_ARN: expect.anything(),
      SEARCH_DATABASE: 'search',
    });
    expect(envOf('searcher').SEARCH_WRITER_SECRET_ARN).toBeUndefined();
  });

  it('lets the writer batch as well, with the writer secret only', () => {
    const { data, secret } = searchStatementsOf('indexer');
    expect(actionsOf(data).sort()).toEqual([...SEARCH_WRITE_ACTIONS].sort());
    expect(JSON.stringify(secret.Resource)).toContain(WRITER_SECRET);
    expect(JSON.stringify(secret.Resource)).not.toContain(READER_SECRET);
    expect(envOf('indexer')).toMatchObject({
      SEARCH_CLUSTER_ARN: expect.anything(),
      SEARCH_WRITER_SECRET_ARN: expect.anything(),
      SEARCH_DATABASE: 'search',
    });
    expect(envOf('indexer').SEARCH_READER_SECRET_ARN).toBeUndefined();
  });

  it('gives no function without a search grant the Data API, and no reader the writer secret', () => {
    const grants = new Map(FIXTURE_FUNCTIONS.map((f) => [f.name, f.grants.search]));
    for (const [name, id] of functionIds(resources)) {
      const statements = statementsOfFunction(resources, id);
      const dataApi = statements.flatMap(actionsOf).filter((a) => a.startsWith('rds-data:'));
      const secrets = JSON.stringify(
        statements
          .filter((s) => actionsOf(s).includes('secretsmanager:GetSecretValue'))
          .map((s) => s.Resource),
      );
      const search = grants.get(name);
      if (!search) expect(dataApi, name).toEqual([]);
      if (search !== 'writer') expect(secrets, name).not.toContain(WRITER_SECRET);
      if (search !== 'reader') expect(secrets, name).not.toContain(READER_SECRET);
    }
  });
});

describe('event source mappings', () => {
  const mappingOf = (name: string) =>
    ofType(resources, 'AWS::Lambda::EventSourceMapping')
      .map(([, m]) => m.Properties)
      .find((m) => m.FunctionName.Ref === functionIds(resources).get(name))!;

  it('feeds the stream function INSERTs of its record types, bisecting and parking failures', () => {
    const mapping = mappingOf('fanout');
    expect(mapping).toMatchObject({
      BatchSize: 25,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: STREAM_RETRY_ATTEMPTS,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      StartingPosition: 'TRIM_HORIZON',
    });
    expect(JSON.parse(mapping.FilterCriteria.Filters[0].Pattern)).toEqual({
      eventName: ['INSERT'],
      dynamodb: { NewImage: { recordType: { S: ['EVENT', 'OTHER'] } } },
    });
    const failureSend = statementsOf('fanout').find((s) => s.Sid === 'StreamFailures')!;
    expect(failureSend.Resource).toEqual(mapping.DestinationConfig.OnFailure.Destination);
    const stream = statementsOf('fanout').find((s) => s.Sid === 'StreamRead')!;
    expect(JSON.stringify(stream.Resource)).toContain('table/retail-commerce-dev/stream/*');
  });

  it('feeds a changes-all function every INSERT, MODIFY and REMOVE of its types, retried until the records expire', () => {
    const mapping = mappingOf('indexer');
    expect(mapping).toMatchObject({
      BatchSize: 100,
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: -1,
      MaximumBatchingWindowInSeconds: 0,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      StartingPosition: 'TRIM_HORIZON',
    });
    // Left at the default: records are retried for as long as the stream keeps them (24 h).
    expect(mapping.MaximumRecordAgeInSeconds).toBeUndefined();
    expect(mapping.FilterCriteria.Filters.map((f: { Pattern: string }) => JSON.parse(f.Pattern))).toEqual([
      { eventName: ['INSERT', 'MODIFY'], dynamodb: { NewImage: { recordType: { S: ['THING_SEARCH'] } } } },
      { eventName: ['INSERT', 'MODIFY'], dynamodb: { NewImage: { __edb_e__: { S: ['thing', 'part'] } } } },
      { eventName: ['REMOVE'], dynamodb: { OldImage: { recordType: { S: ['THING_SEARCH'] } } } },
      { eventName: ['REMOVE'], dynamodb: { OldImage: { __edb_e__: { S: ['thing', 'part'] } } } },
    ]);
    const failureSend = statementsOf('indexer').find((s) => s.Sid === 'StreamFailures')!;
    expect(failureSend.Resource).toEqual(mapping.DestinationConfig.OnFailure.Destination);
  });

  it('alarms on the iterator age of every stream function, to the alarm topic', () => {
    const alarms = ofType(resources, 'AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    for (const name of ['fanout', 'indexer']) {
      const alarm = alarms.find(
        (a) =>
          a.MetricName === 'IteratorAge' && a.Dimensions[0].Value.Ref === functionIds(resources).get(name),
      );
      expect(alarm, name).toMatchObject({
        AlarmName: `retail-commerce-dev-${name}-iterator-age`,
        Namespace: 'AWS/Lambda',
        Statistic: 'Maximum',
        Period: 60,
        Threshold: ITERATOR_AGE_ALARM_SECONDS * 1000,
        ComparisonOperator: 'GreaterThanThreshold',
        EvaluationPeriods: ITERATOR_AGE_ALARM_MINUTES,
        DatapointsToAlarm: ITERATOR_AGE_ALARM_MINUTES,
        TreatMissingData: 'notBreaching',
      });
      expect(JSON.stringify(alarm.AlarmActions)).toContain('AlarmTopic');
    }
  });

  it('feeds queue functions with partial batch failures and the declared batch size', () => {
    expect(mappingOf('delivery')).toMatchObject({
      BatchSize: 5,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(mappingOf('sender')).toMatchObject({
      BatchSize: 20,
      MaximumBatchingWindowInSeconds: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    const sender = resources[functionIds(resources).get('sender')!]!.Properties;
    expect(sender).toMatchObject({ Timeout: 45, MemorySize: 512, TracingConfig: { Mode: 'Active' } });
  });
});

describe('tracing and metrics', () => {
  it('traces every function with the X-Ray statement in its inline policy, adding no policy resource', () => {
    for (const name of ['reader', 'writer', 'sender', 'fanout']) {
      const fn = resources[functionIds(resources).get(name)!]!.Properties;
      expect(fn.TracingConfig, name).toEqual({ Mode: 'Active' });
      expect(actionsFor(name), name).toEqual(
        expect.arrayContaining(['xray:PutTraceSegments', 'xray:PutTelemetryRecords']),
      );
    }
    const policies = ofType(resources, 'AWS::IAM::Policy').map(([, p]) => JSON.stringify(p.Properties));
    expect(policies.filter((p) => p.includes('xray:'))).toEqual([]);
  });

  it("names the stage's metrics namespace in every function's environment", () => {
    for (const name of functionIds(resources).keys())
      expect(envOf(name).POWERTOOLS_METRICS_NAMESPACE, name).toBe('retail-commerce-dev');
  });
});

describe('SES events', () => {
  it('publishes the declared SES event types of the configuration set to the default event bus', () => {
    const [[, destination]] = ofType(resources, 'AWS::SES::ConfigurationSetEventDestination') as [
      [string, any],
    ];
    const { EventDestination, ConfigurationSetName } = destination.Properties;
    expect(EventDestination.MatchingEventTypes).toEqual(['delivery', 'bounce']);
    expect(JSON.stringify(EventDestination.EventBridgeDestination.EventBusArn)).toContain(
      ':event-bus/default',
    );
    expect(JSON.stringify(ConfigurationSetName)).toContain('MailConfigurationSet');
  });

  it('routes them to the declaring function only, for mail of this configuration set, with retries and a DLQ', () => {
    const rules = ofType(resources, 'AWS::Events::Rule').map(([id, r]) => [id, r.Properties] as const);
    expect(rules).toHaveLength(1);
    const [ruleId, rule] = rules[0]!;
    expect(rule.Name).toBe('retail-commerce-dev-ses-hooks');
    expect(rule.EventPattern).toMatchObject({
      source: ['aws.ses'],
      'detail-type': [SES_DETAIL_TYPES.DELIVERY, SES_DETAIL_TYPES.BOUNCE],
    });
    expect(JSON.stringify(rule.EventPattern.detail.mail.tags['ses:configuration-set'])).toContain(
      'MailConfigurationSet',
    );
    expect(rule.Targets).toHaveLength(1);
    const [target] = rule.Targets;
    expect(target.Arn).toEqual({ 'Fn::GetAtt': [functionIds(resources).get('hooks'), 'Arn'] });
    expect(target.RetryPolicy).toEqual({
      MaximumEventAgeInSeconds: 86_400,
      MaximumRetryAttempts: SES_EVENT_RETRIES,
    });
    expect(JSON.stringify(target.DeadLetterConfig.Arn)).toContain('seseventfailures');
    // The invoke permission names exactly this rule; no other function may be invoked by EventBridge.
    const invokes = ofType(resources, 'AWS::Lambda::Permission')
      .map(([, p]) => p.Properties)
      .filter((p) => p.Principal === 'events.amazonaws.com');
    expect(invokes).toEqual([
      expect.objectContaining({
        Action: 'lambda:InvokeFunction',
        FunctionName: { 'Fn::GetAtt': [functionIds(resources).get('hooks'), 'Arn'] },
        SourceArn: { 'Fn::GetAtt': [ruleId, 'Arn'] },
      }),
    ]);
  });

  it("lets only this stage's SES rules park events on the failure queue", () => {
    const stateful = resourcesOf(Template.fromStack(built.stateful));
    const [[queueId]] = ofType(stateful, 'AWS::SQS::Queue').filter(
      ([, q]) => q.Properties.QueueName === 'retail-commerce-dev-ses-event-failures',
    ) as [[string, unknown]];
    const statement = ofType(stateful, 'AWS::SQS::QueuePolicy')
      .filter(([, p]) => p.Properties.Queues.some((q: any) => q.Ref === queueId))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement)
      .find((s: any) => s.Sid === 'SesEventRules');
    expect(statement).toMatchObject({
      Effect: 'Allow',
      Principal: { Service: 'events.amazonaws.com' },
      Action: 'sqs:SendMessage',
    });
    const pattern = JSON.stringify(statement.Condition.ArnLike['aws:SourceArn']);
    expect(pattern).toContain(':rule/retail-commerce-dev-ses-*');
  });

  it('creates no event destination or rule when no function declares SES events', () => {
    const plain = FIXTURE_FUNCTIONS.map(({ sesEvents: _, ...def }) => def);
    const api = stackResources(synthApp({ bundle: false, functions: plain as typeof FIXTURE_FUNCTIONS }).api);
    expect(ofType(api, 'AWS::Events::Rule')).toEqual([]);
    expect(ofType(api, 'AWS::SES::ConfigurationSetEventDestination')).toEqual([]);
  });
});

describe('routes', () => {
  it('shares resources between functions and leaves public routes without authorizer', () => {
    const paths = resourcePaths(resources);
    const thingsPaths = [...paths.values()].filter((p) => p === '/tenants/{tenantUid}/things');
    expect(thingsPaths).toHaveLength(1);
    const methods = ofType(resources, 'AWS::ApiGateway::Method').map(([, m]) => m.Properties);
    const onThings = methods.filter((m) => paths.get(m.ResourceId.Ref) === '/tenants/{tenantUid}/things');
    expect(onThings.map((m) => m.HttpMethod).sort()).toEqual(['GET', 'POST']);
    const ping = methods.find((m) => paths.get(m.ResourceId.Ref) === '/ping')!;
    expect(ping.AuthorizationType).toBe('NONE');
    // One invoke permission per function, scoped to the API, whatever the number of routes.
    const apiPermissions = ofType(resources, 'AWS::Lambda::Permission').filter(
      ([, p]) => p.Properties.Principal === 'apigateway.amazonaws.com',
    );
    expect(apiPermissions).toHaveLength(4 + 1);
  });

  it('refuses two names for one path parameter and duplicate routes', () => {
    const route = (name: string, method: 'GET' | 'POST', path: string): RouteBinding => ({
      fn: FIXTURE_FUNCTIONS[0] as RouteBinding['fn'],
      operationId: name,
      route: { method, path, summary: name, auth: 'public', success: { status: 200, description: 'ok' } },
    });
    expect(() =>
      checkRouteTree([route('a', 'GET', '/things/{thingUid}'), route('b', 'POST', '/things/{uid}/parts')]),
    ).toThrow(/\{uid\} under \/things.*\{thingUid\}/);
    expect(() => checkRouteTree([route('a', 'GET', '/things'), route('b', 'GET', '/things')])).toThrow(
      /declared twice/,
    );
    expect(() =>
      checkRouteTree([
        route('a', 'GET', '/things/{thingUid}'),
        route('b', 'PUT' as 'POST', '/things/{thingUid}'),
      ]),
    ).not.toThrow();
  });
});

it('passes the AWS Solutions checks with every grant kind and tracing on', () => {
  expect(new AwsSolutionsChecks().validateScope(built.app).violations.map((v) => v.ruleName)).toEqual([]);
});
