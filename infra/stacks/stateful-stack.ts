import { Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as ses from 'aws-cdk-lib/aws-ses';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { QUEUES, type QueueName } from '#functions/registry.ts';
import { TABLE } from '#shared/db/table.ts';
import { createAlarmTopic } from '../constructs/alarm-topic.ts';
import { acknowledge } from '../constructs/nag.ts';
import { SearchCluster } from '../constructs/search-cluster.ts';
import { SearchMigrator } from '../constructs/search-migrator.ts';
import { sesRuleArnPattern } from '../constructs/ses-events.ts';
import { type DeploySettings, prefixOf } from '../settings.ts';

export type StatefulStackProps = StackProps & { settings: DeploySettings };

/** A work queue and its dead-letter queue. */
export type QueuePair = { queue: sqs.Queue; dlq: sqs.Queue };

/** Messages stay long enough to outlive the longest retry schedule (11 attempts, 12 h cap). */
const QUEUE_RETENTION = Duration.days(14);

/**
 * Everything that holds data or identity and must survive a redeploy of the API: the table, the
 * queues with their dead-letter queues, the webhook secrets key, the mail configuration, the
 * mail-provider callback credentials, the alarm topic, and the search read model's cluster with its
 * deploy-time migrator (so a deploy migrates before the API stack ships code that needs the new
 * schema). Outside `dev` it is retained on delete.
 */
export class StatefulStack extends Stack {
  readonly table: dynamodb.Table;
  readonly queues: Record<QueueName, QueuePair>;
  /** On-failure destination of the stream event source mappings (bisected, then parked here). */
  readonly streamFailures: sqs.Queue;
  /** Dead-letter queue of the EventBridge rules that deliver SES events to functions. */
  readonly sesEventFailures: sqs.Queue;
  readonly secretsKey: kms.Key;
  readonly configurationSet: ses.ConfigurationSet;
  readonly callbackSecret: secretsmanager.Secret;
  /** The key that signs Consistency-Token headers (shared/search/consistency-token.ts). */
  readonly consistencySecret: secretsmanager.Secret;
  readonly alarmTopic: sns.Topic;
  /** The search read model's Aurora cluster and the secrets of its two roles. */
  readonly search: SearchCluster;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    const { settings } = props;
    const prefix = prefixOf(settings);
    const removalPolicy = settings.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.table = new dynamodb.Table(this, 'Table', {
      tableName: prefix,
      partitionKey: { name: TABLE.partitionKey, type: dynamodb.AttributeType.STRING },
      sortKey: { name: TABLE.sortKey, type: dynamodb.AttributeType.STRING },
      billingMode: dynamodb.BillingMode.PAY_PER_REQUEST,
      stream: dynamodb.StreamViewType[TABLE.streamView],
      timeToLiveAttribute: TABLE.ttlAttribute,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: settings.retainData,
      removalPolicy,
    });
    for (const index of TABLE.indexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: dynamodb.AttributeType.STRING },
        sortKey: { name: index.sortKey, type: dynamodb.AttributeType.STRING },
        projectionType: dynamodb.ProjectionType.ALL,
      });
    }

    const queue = (name: string, extra: Partial<sqs.QueueProps> = {}) =>
      new sqs.Queue(this, name, {
        queueName: `${prefix}-${name}`,
        encryption: sqs.QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        retentionPeriod: QUEUE_RETENTION,
        removalPolicy,
        ...extra,
      });
    const deadLetter = (name: string) => {
      const dlq = queue(name);
      acknowledge(
        dlq,
        'AwsSolutions-SQS3',
        'This queue is itself a dead-letter queue; its depth is alarmed.',
      );
      return dlq;
    };

    this.queues = Object.fromEntries(
      Object.entries(QUEUES).map(([name, def]) => {
        const dlq = deadLetter(`${name}-dlq`);
        const main = queue(name, {
          visibilityTimeout: Duration.seconds(def.visibilityTimeoutSeconds),
          deadLetterQueue: { queue: dlq, maxReceiveCount: def.maxReceiveCount },
        });
        return [name, { queue: main, dlq }];
      }),
    ) as Record<QueueName, QueuePair>;
    this.streamFailures = deadLetter('stream-failures');
    this.sesEventFailures = deadLetter('ses-event-failures');
    // EventBridge parks undeliverable SES events here; only this stage's SES rules may send.
    this.sesEventFailures.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'SesEventRules',
        principals: [new iam.ServicePrincipal('events.amazonaws.com')],
        actions: ['sqs:SendMessage'],
        resources: [this.sesEventFailures.queueArn],
        conditions: { ArnLike: { 'aws:SourceArn': sesRuleArnPattern(this, settings) } },
      }),
    );

    this.secretsKey = new kms.Key(this, 'SecretsKey', {
      alias: `alias/${prefix}/webhook-secrets`,
      description: 'Encrypts webhook transport secrets (passwords, tokens, signing secrets) at rest',
      enableKeyRotation: true,
      removalPolicy,
      pendingWindow: Duration.days(settings.retainData ? 30 : 7),
    });

    this.configurationSet = new ses.ConfigurationSet(this, 'MailConfigurationSet', {
      configurationSetName: prefix,
      reputationMetrics: true,
      sendingEnabled: true,
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    if (settings.mailDomain) {
      new ses.EmailIdentity(this, 'MailIdentity', {
        identity: ses.Identity.domain(settings.mailDomain),
        configurationSet: this.configurationSet,
      });
    }

    this.callbackSecret = new secretsmanager.Secret(this, 'MailProviderCallbackSecret', {
      secretName: `${prefix}/mailprovider-callback`,
      description: 'Basic credentials the mail provider presents on POST /v2/callbacks/mailprovider',
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ username: 'mailprovider' }),
        generateStringKey: 'password',
        excludePunctuation: true,
        passwordLength: 40,
      },
      removalPolicy,
    });
    acknowledge(
      this.callbackSecret,
      'AwsSolutions-SMG4',
      'The credential is shared with the external mail provider; it is rotated by hand together with the provider configuration.',
    );

    this.consistencySecret = new secretsmanager.Secret(this, 'ConsistencyTokenSecret', {
      secretName: `${prefix}/consistency-token-key`,
      description: 'HMAC key of the Consistency-Token headers (read-your-writes sessions of lists)',
      generateSecretString: { excludePunctuation: true, passwordLength: 64 },
      removalPolicy,
    });
    acknowledge(
      this.consistencySecret,
      'AwsSolutions-SMG4',
      'A token signed with a replaced key is ignored (the request falls back to its credential session) and says nothing after a minute anyway: the key is replaced by hand, without coordination.',
    );

    this.search = new SearchCluster(this, 'Search', { settings });
    new SearchMigrator(this, 'SearchMigrator', { settings, search: this.search });

    this.alarmTopic = createAlarmTopic(this, prefix, settings);
    for (const [name, dlq] of [
      ...Object.entries(this.queues).map(([n, pair]) => [n, pair.dlq] as const),
      ['stream-failures', this.streamFailures] as const,
      ['ses-event-failures', this.sesEventFailures] as const,
    ]) {
      new cloudwatch.Alarm(this, `${name}-dlq-depth`, {
        alarmName: `${prefix}-${name}-dead-letters`,
        alarmDescription: `Messages are waiting in the ${name} dead-letter queue: inspect and redrive them.`,
        metric: dlq.metricApproximateNumberOfMessagesVisible({
          period: Duration.minutes(5),
          statistic: 'Maximum',
        }),
        threshold: 0,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(new actions.SnsAction(this.alarmTopic));
    }
  }
}
