import { type CfnElement, CustomResource, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { MIGRATIONS } from '#functions/search/workers/indexer/projections.ts';
import { migrationsDigest } from '#functions/search/workers/migrator/digest.ts';
import { ENV } from '#shared/config.ts';
import { DATA_API_CHUNK, functionChunks } from '../bundling.ts';
import { type DeploySettings, prefixOf } from '../settings.ts';
import { acknowledge } from './nag.ts';
import type { SearchCluster } from './search-cluster.ts';
import { searchEnvironment, searchStatements } from './search-grants.ts';
import { ServiceFunction } from './service-function.ts';

/** The migrator's deadline; it waits up to 5 minutes for a cluster resuming from zero capacity. */
const MIGRATOR_TIMEOUT_SECONDS = 420;

/** The migrator's function: its bundle and the chunks beside it (the tests build the same). */
export const MIGRATOR_FUNCTION = {
  name: 'search-migrator',
  entry: 'functions/search/workers/migrator/handler.ts',
  chunks: [DATA_API_CHUNK],
} as const;

export type SearchMigratorProps = { settings: DeploySettings; search: SearchCluster };

/**
 * Applies the read model's migrations on deploy: a custom resource (`Custom::SearchMigrations`)
 * backed by the `search-migrator` function, which runs as the owner through the Data API and sets
 * the reader role's password from the reader secret. It waits for the cluster and both secrets.
 */
export class SearchMigrator extends Construct {
  readonly function: ServiceFunction;
  readonly resource: CustomResource;

  constructor(scope: Construct, id: string, props: SearchMigratorProps) {
    super(scope, id);
    const { settings, search } = props;
    const prefix = prefixOf(settings);

    this.function = new ServiceFunction(this, 'Migrator', {
      name: MIGRATOR_FUNCTION.name,
      entry: MIGRATOR_FUNCTION.entry,
      settings,
      chunks: functionChunks(MIGRATOR_FUNCTION.chunks),
      memoryMb: 512,
      timeoutSeconds: MIGRATOR_TIMEOUT_SECONDS,
      statements: [
        ...searchStatements(search, 'writer'),
        new iam.PolicyStatement({
          sid: 'SearchReaderPassword',
          actions: ['secretsmanager:GetSecretValue'],
          resources: [search.readerSecret.secretArn],
        }),
      ],
      environment: {
        ...searchEnvironment(search, 'writer'),
        [ENV.searchReaderSecretArn]: search.readerSecret.secretArn,
      },
      secretsExtension: true,
    });

    const providerName = `${prefix}-search-migrator-provider`;
    const provider = new cr.Provider(this, 'Provider', {
      onEventHandler: this.function.fn,
      providerFunctionName: providerName,
      logGroup: new logs.LogGroup(this, 'ProviderLogs', {
        logGroupName: `/aws/lambda/${providerName}`,
        retention: settings.logRetentionDays as logs.RetentionDays,
        removalPolicy: settings.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
      }),
    });
    this.acknowledgeProvider(provider);

    this.resource = new CustomResource(this, 'Migrations', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::SearchMigrations',
      properties: {
        MigrationsDigest: migrationsDigest(MIGRATIONS),
        MigrationCount: MIGRATIONS.length,
        // A replaced reader secret (new ARN) has its password set again.
        ReaderSecretArn: search.readerSecret.secretArn,
      },
    });
    // The writer instance, not only the cluster, must be up before the Data API answers.
    this.resource.node.addDependency(search);
  }

  /** The provider framework's function and role are aws-cdk-lib's own; what cdk-nag finds there, and why it stays. */
  private acknowledgeProvider(provider: cr.Provider): void {
    acknowledge(
      provider,
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      "The custom resource framework's function (aws-cdk-lib) logs with the AWS basic execution policy; it only relays CloudFormation events to the migrator.",
    );
    const stack = Stack.of(this);
    const migratorId = stack.resolve(stack.getLogicalId(this.function.fn.node.defaultChild as CfnElement));
    acknowledge(
      provider,
      `AwsSolutions-IAM5[Resource::<${migratorId}.Arn>:*]`,
      'The framework may invoke the migrator function and its versions (`<function ARN>:*`), nothing else.',
    );
  }
}
