import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '#functions/registry.ts';
import { readSettings } from '#infra/settings.ts';
import { TABLE } from '#shared/db/table.ts';
import { ofType, resourcesOf, synthApp } from './template-helpers.ts';

// Structure only: the functions are not bundled here (the API stack test bundles them).
let dev: Template;
let prod: Template;
beforeAll(() => {
  dev = Template.fromStack(synthApp({ bundle: false }).stateful);
  prod = Template.fromStack(synthApp({ bundle: false, context: { stage: 'prod' } }).stateful);
});

describe('table', () => {
  it('has pk/sk, every GSI of TABLE, the stream, TTL, PITR and on-demand billing', () => {
    dev.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: TABLE.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE.sortKey, KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      StreamSpecification: { StreamViewType: TABLE.streamView },
      TimeToLiveSpecification: { AttributeName: TABLE.ttlAttribute, Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      GlobalSecondaryIndexes: TABLE.indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    });
  });

  it('is deletion-protected and retained outside dev, disposable in dev', () => {
    prod.hasResource('AWS::DynamoDB::Table', {
      Properties: Match.objectLike({ DeletionProtectionEnabled: true }),
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
    });
    dev.hasResource('AWS::DynamoDB::Table', {
      Properties: Match.objectLike({ DeletionProtectionEnabled: false }),
      DeletionPolicy: 'Delete',
    });
  });
});

describe('queues', () => {
  it.each(Object.entries(QUEUES))(
    '%s has its DLQ with the registry redrive count and visibility',
    (name, def) => {
      const resources = resourcesOf(dev);
      const [, queue] = ofType(resources, 'AWS::SQS::Queue').find(([, q]) =>
        String(q.Properties.QueueName).endsWith(`-${name}`),
      )!;
      expect(queue.Properties.VisibilityTimeout).toBe(def.visibilityTimeoutSeconds);
      expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
      expect(queue.Properties.RedrivePolicy.maxReceiveCount).toBe(def.maxReceiveCount);
      const dlqId = queue.Properties.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0];
      expect(resources[dlqId]!.Properties.QueueName).toMatch(new RegExp(`-${name}-dlq$`));
    },
  );

  it('encrypts every queue and refuses requests without TLS', () => {
    const resources = resourcesOf(dev);
    const queues = ofType(resources, 'AWS::SQS::Queue');
    // Work queues with their DLQs, the stream-failure and SES-event-failure queues.
    expect(queues).toHaveLength(Object.keys(QUEUES).length * 2 + 2);
    for (const [, queue] of queues) expect(queue.Properties.SqsManagedSseEnabled).toBe(true);
    const policies = ofType(resources, 'AWS::SQS::QueuePolicy');
    const denied = policies.flatMap(([, p]) =>
      p.Properties.PolicyDocument.Statement.filter(
        (s: any) => s.Effect === 'Deny' && s.Condition?.Bool?.['aws:SecureTransport'] === 'false',
      ).flatMap(() => p.Properties.Queues.map((q: any) => q.Ref)),
    );
    expect(new Set(denied)).toEqual(new Set(queues.map(([id]) => id)));
  });

  it('alarms on every dead-letter queue as soon as one message waits', () => {
    const resources = resourcesOf(dev);
    const dlqs = ofType(resources, 'AWS::SQS::Queue').filter(([, q]) => !q.Properties.RedrivePolicy);
    const alarms = ofType(resources, 'AWS::CloudWatch::Alarm');
    for (const [dlqId] of dlqs) {
      const alarm = alarms.find(([, a]) =>
        a.Properties.Dimensions?.some((d: any) => d.Value?.['Fn::GetAtt']?.[0] === dlqId),
      );
      expect(alarm, `alarm for ${dlqId}`).toBeDefined();
      expect(alarm![1].Properties).toMatchObject({
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Threshold: 0,
        ComparisonOperator: 'GreaterThanThreshold',
      });
      expect(alarm![1].Properties.AlarmActions).toHaveLength(1);
    }
  });
});

describe('keys, mail and secrets', () => {
  it('has a rotating KMS key for webhook secrets', () => {
    dev.hasResourceProperties('AWS::KMS::Key', {
      Description: Match.stringLikeRegexp('webhook'),
      EnableKeyRotation: true,
    });
  });

  it('has an SES configuration set and the callback credentials as a generated secret', () => {
    dev.hasResourceProperties('AWS::SES::ConfigurationSet', { Name: 'retail-commerce-dev' });
    dev.hasResourceProperties('AWS::SecretsManager::Secret', {
      Name: 'retail-commerce-dev/mailprovider-callback',
      GenerateSecretString: Match.objectLike({ GenerateStringKey: 'password' }),
    });
  });

  it('creates the SES domain identity only when a mail domain is given', () => {
    dev.resourceCountIs('AWS::SES::EmailIdentity', 0);
    const withDomain = Template.fromStack(
      synthApp({ bundle: false, context: { mailDomain: 'mail.example.com' } }).stateful,
    );
    withDomain.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'mail.example.com' });
  });
});

describe('settings', () => {
  const context = (values: Record<string, string>) => ({ tryGetContext: (key: string) => values[key] });

  it('defaults to dev and refuses an unknown stage', () => {
    expect(readSettings(context({})).stage).toBe('dev');
    expect(() => readSettings(context({ stage: 'production' }))).toThrow(/stage must be one of/);
  });

  it('reports which deployment values are still placeholders', () => {
    const settings = readSettings(context({ stage: 'prod', jwksUrl: 'https://id.example/jwks.json' }));
    expect(settings.placeholders).toEqual([
      'jwtIssuer',
      'jwtAudience',
      'mailFromAddress',
      'apiDomain',
      'apiCertificateArn',
    ]);
    expect(settings.retainData).toBe(true);
  });

  it('refuses a log retention CloudWatch does not offer', () => {
    expect(() => readSettings(context({ logRetentionDays: '45' }))).toThrow(/logRetentionDays/);
  });
});
