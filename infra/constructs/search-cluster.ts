import { CfnOutput, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as ec2 from 'aws-cdk-lib/aws-ec2';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as rds from 'aws-cdk-lib/aws-rds';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { READER_ROLE } from '#shared/search/tenant-view.ts';
import { type DeploySettings, prefixOf } from '../settings.ts';
import { acknowledge } from './nag.ts';

/** The database the read model lives in (`SEARCH_DATABASE`; shared/config.ts has the same default). */
export const SEARCH_DATABASE = 'search';
/** The owner of the read model's tables: the writer secret's user (indexer, migrator, rebuild). */
export const SEARCH_OWNER = 'search_owner';
/** Aurora PostgreSQL release: supports scaling to zero ACUs and the Data API. */
export const SEARCH_ENGINE_VERSION = rds.AuroraPostgresEngineVersion.VER_17_5;
/** Days of automated backups (point-in-time restore within them). */
export const searchBackupDays = (settings: Pick<DeploySettings, 'retainData'>): number =>
  settings.retainData ? 35 : 7;

export type SearchClusterProps = { settings: DeploySettings };

/**
 * The search read model's database (DESIGN section 5a): Aurora PostgreSQL Serverless v2 with the
 * RDS Data API, so functions reach it over HTTPS with IAM and a secret, from outside any VPC. The
 * VPC exists because a cluster must have subnets; it has isolated subnets only (no NAT, no internet
 * gateway) and the cluster's security group admits nothing. Two generated secrets: the owner
 * (the cluster's master user, which owns the tables) and `search_reader`, whose password the
 * deploy-time migrator sets (that role reads only the per-tenant views).
 */
export class SearchCluster extends Construct {
  readonly cluster: rds.DatabaseCluster;
  /** Owner credentials: the indexer, the migrator and the rebuild write with them. */
  readonly writerSecret: secretsmanager.ISecret;
  /** Reader credentials: the API functions search with them. */
  readonly readerSecret: secretsmanager.ISecret;
  readonly database = SEARCH_DATABASE;

  constructor(scope: Construct, id: string, props: SearchClusterProps) {
    super(scope, id);
    const { settings } = props;
    const prefix = prefixOf(settings);
    const removalPolicy = settings.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
    const clusterIdentifier = `${prefix}-search`;

    const vpc = new ec2.Vpc(this, 'Vpc', {
      vpcName: clusterIdentifier,
      ipAddresses: ec2.IpAddresses.cidr('10.40.0.0/24'),
      maxAzs: 2,
      natGateways: 0,
      subnetConfiguration: [{ name: 'search', subnetType: ec2.SubnetType.PRIVATE_ISOLATED, cidrMask: 26 }],
      restrictDefaultSecurityGroup: true,
    });
    acknowledge(
      vpc,
      'AwsSolutions-VPC7',
      'The VPC only holds the search cluster: isolated subnets, no NAT or internet gateway, and a security group without inbound rules. Functions reach the cluster through the RDS Data API, outside the VPC, so there is no traffic for flow logs to record.',
    );
    const securityGroup = new ec2.SecurityGroup(this, 'SecurityGroup', {
      vpc,
      description: 'Search cluster: no inbound rules; clients use the RDS Data API',
      allowAllOutbound: false,
    });

    // Created before the cluster so that the exported PostgreSQL log has a retention.
    const postgresLog = new logs.LogGroup(this, 'PostgresLog', {
      logGroupName: `/aws/rds/cluster/${clusterIdentifier}/postgresql`,
      retention: settings.logRetentionDays as logs.RetentionDays,
      removalPolicy,
    });

    // Its own construct so that it is retained with the cluster (a generated one would be deleted).
    const writer = new rds.DatabaseSecret(this, 'WriterSecret', {
      username: SEARCH_OWNER,
      secretName: `${prefix}/search-writer`,
    });
    writer.applyRemovalPolicy(removalPolicy);

    this.cluster = new rds.DatabaseCluster(this, 'Cluster', {
      clusterIdentifier,
      engine: rds.DatabaseClusterEngine.auroraPostgres({ version: SEARCH_ENGINE_VERSION }),
      credentials: rds.Credentials.fromSecret(writer),
      defaultDatabaseName: SEARCH_DATABASE,
      writer: rds.ClusterInstance.serverlessV2('Writer', {
        publiclyAccessible: false,
        autoMinorVersionUpgrade: true,
      }),
      serverlessV2MinCapacity: settings.searchMinAcu,
      serverlessV2MaxCapacity: settings.searchMaxAcu,
      enableDataApi: true,
      storageEncrypted: true,
      backup: { retention: Duration.days(searchBackupDays(settings)) },
      deletionProtection: settings.retainData,
      removalPolicy,
      copyTagsToSnapshot: true,
      cloudwatchLogsExports: ['postgresql'],
      vpc,
      vpcSubnets: { subnetType: ec2.SubnetType.PRIVATE_ISOLATED },
      securityGroups: [securityGroup],
    });
    this.cluster.node.addDependency(postgresLog);
    this.writerSecret = this.cluster.secret!;

    const reader = new secretsmanager.Secret(this, 'ReaderSecret', {
      secretName: `${prefix}/search-reader`,
      description: `Credentials of the ${READER_ROLE} role of the search read model (per-tenant views only)`,
      // Alphanumeric only: the migrator sets it with ALTER ROLE, which takes no bind parameters.
      generateSecretString: {
        secretStringTemplate: JSON.stringify({ username: READER_ROLE }),
        generateStringKey: 'password',
        excludePunctuation: true,
        passwordLength: 40,
      },
      removalPolicy,
    });
    // Attached, like the writer secret: it also records the cluster, host, port and engine.
    this.readerSecret = reader.attach(this.cluster);

    this.acknowledgeChecks(settings, writer, reader);
    const stack = Stack.of(this);
    new CfnOutput(stack, 'SearchClusterArn', { value: this.cluster.clusterArn });
    new CfnOutput(stack, 'SearchWriterSecretArn', { value: this.writerSecret.secretArn });
    new CfnOutput(stack, 'SearchReaderSecretArn', { value: this.readerSecret.secretArn });
  }

  private acknowledgeChecks(
    settings: DeploySettings,
    writer: rds.DatabaseSecret,
    reader: secretsmanager.Secret,
  ): void {
    for (const secret of [writer, reader]) {
      acknowledge(
        secret,
        'AwsSolutions-SMG4',
        'Secrets Manager rotation runs a Lambda function that connects to the database over the network; the isolated VPC deliberately has no path to Secrets Manager (no NAT, no endpoint). Rotation is manual: a new value, then a deploy (the migrator sets the reader password).',
      );
    }
    acknowledge(
      this.cluster,
      'AwsSolutions-RDS6',
      'Clients use the RDS Data API, which authenticates with IAM and a Secrets Manager secret; IAM database authentication would be an unused login path.',
    );
    if (!settings.retainData) {
      acknowledge(
        this.cluster,
        'AwsSolutions-RDS10',
        'dev is disposable and its read model can be rebuilt from the table; stage and prod are deletion-protected.',
      );
    }
  }
}
