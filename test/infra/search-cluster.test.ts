import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '#functions/search/workers/indexer/projections.ts';
import { migrationsDigest } from '#functions/search/workers/migrator/digest.ts';
import type { BuiltApp } from '#infra/build.ts';
import { SEARCH_DATABASE, SEARCH_OWNER } from '#infra/constructs/search-cluster.ts';
import { SEARCH_WRITE_ACTIONS } from '#infra/constructs/search-grants.ts';
import { readSettings } from '#infra/settings.ts';
import { READER_ROLE } from '#shared/search/tenant-view.ts';
import {
  actionsOf,
  functionIds,
  ofType,
  type Resources,
  resourcesOf,
  statementsOfFunction,
  synthApp,
} from './template-helpers.ts';

// The search read model's stateful part in dev and prod (stage differs from prod only in its
// default capacity, checked on the settings); not bundled (api-stack.test bundles).
const stages = ['dev', 'prod'] as const;
const built = {} as Record<(typeof stages)[number], BuiltApp>;
const templates = {} as Record<(typeof stages)[number], Template>;
beforeAll(() => {
  for (const stage of stages) {
    built[stage] = synthApp({ bundle: false, context: { stage } });
    templates[stage] = Template.fromStack(built[stage].stateful);
  }
});
const only = (resources: Resources, type: string) => {
  const found = ofType(resources, type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
};

describe('search cluster', () => {
  it('is Aurora PostgreSQL Serverless v2 with the Data API, encrypted, database "search"', () => {
    templates.dev.hasResourceProperties('AWS::RDS::DBCluster', {
      Engine: 'aurora-postgresql',
      EngineVersion: Match.stringLikeRegexp('^1[67]\\.'),
      EnableHttpEndpoint: true,
      StorageEncrypted: true,
      DatabaseName: SEARCH_DATABASE,
      DBClusterIdentifier: 'retail-commerce-dev-search',
      EnableCloudwatchLogsExports: ['postgresql'],
    });
    // The owner's name and password come from the writer secret.
    const [, cluster] = only(resourcesOf(templates.dev), 'AWS::RDS::DBCluster');
    for (const key of ['MasterUsername', 'MasterUserPassword']) {
      expect(JSON.stringify(cluster.Properties[key]), key).toMatch(
        /resolve:secretsmanager:.*SearchWriterSecret/,
      );
    }
    templates.dev.hasResourceProperties('AWS::RDS::DBInstance', {
      DBInstanceClass: 'db.serverless',
      PubliclyAccessible: false,
    });
  });

  it.each([
    ['dev', 0, 2, 7, false, 'Delete'],
    ['prod', 0.5, 16, 35, true, 'Retain'],
  ] as const)(
    '%s: ACU %s to %s, %s days of backups, deletion protection %s, %s',
    (stage, min, max, days, protect, policy) => {
      templates[stage].hasResource('AWS::RDS::DBCluster', {
        Properties: Match.objectLike({
          ServerlessV2ScalingConfiguration: { MinCapacity: min, MaxCapacity: max },
          BackupRetentionPeriod: days,
          DeletionProtection: protect,
        }),
        DeletionPolicy: policy,
        UpdateReplacePolicy: policy,
      });
    },
  );

  it('takes the capacity from -c searchMinAcu/searchMaxAcu and refuses impossible values', () => {
    const context = (values: Record<string, string>) => ({ tryGetContext: (key: string) => values[key] });
    expect(readSettings(context({ stage: 'stage' }))).toMatchObject({ searchMinAcu: 0.5, searchMaxAcu: 4 });
    expect(readSettings(context({ stage: 'prod', searchMinAcu: '1', searchMaxAcu: '8.5' }))).toMatchObject({
      searchMinAcu: 1,
      searchMaxAcu: 8.5,
    });
    // A minimum above the stage's default maximum raises the maximum with it.
    expect(readSettings(context({ searchMinAcu: '4' }))).toMatchObject({ searchMinAcu: 4, searchMaxAcu: 4 });
    const bads: Record<string, string>[] = [
      { searchMinAcu: '0.3' },
      { searchMinAcu: '-1' },
      { searchMaxAcu: '300' },
    ];
    for (const bad of bads) {
      expect(() => readSettings(context(bad)), JSON.stringify(bad)).toThrow(/searchM(in|ax)Acu/);
    }
    expect(() => readSettings(context({ searchMinAcu: '4', searchMaxAcu: '2' }))).toThrow(/searchMaxAcu/);
    expect(() => readSettings(context({ searchMaxAcu: '0.5' }))).toThrow(/searchMaxAcu/);
  });

  it('lives in isolated subnets without NAT or internet gateway, behind a group that admits nothing', () => {
    const resources = resourcesOf(templates.dev);
    for (const type of [
      'AWS::EC2::NatGateway',
      'AWS::EC2::InternetGateway',
      'AWS::EC2::SecurityGroupIngress',
    ]) {
      expect(ofType(resources, type), type).toEqual([]);
    }
    for (const [, subnet] of ofType(resources, 'AWS::EC2::Subnet')) {
      expect(subnet.Properties.MapPublicIpOnLaunch).toBe(false);
    }
    const [groupId, group] = only(resources, 'AWS::EC2::SecurityGroup');
    expect(group.Properties.SecurityGroupIngress).toBeUndefined();
    const [, cluster] = only(resources, 'AWS::RDS::DBCluster');
    expect(cluster.Properties.VpcSecurityGroupIds).toEqual([{ 'Fn::GetAtt': [groupId, 'GroupId'] }]);
    // The PostgreSQL log goes to a group with a retention, created before the cluster.
    templates.dev.hasResourceProperties('AWS::Logs::LogGroup', {
      LogGroupName: '/aws/rds/cluster/retail-commerce-dev-search/postgresql',
      RetentionInDays: 14,
    });
  });
});

describe('search secrets', () => {
  const secretNamed = (resources: Resources, name: string) =>
    ofType(resources, 'AWS::SecretsManager::Secret').find(([, s]) => s.Properties.Name === name)!;

  it('generates the owner (writer) and the reader credentials, both attached to the cluster', () => {
    const resources = resourcesOf(templates.dev);
    const [writerId, writer] = secretNamed(resources, 'retail-commerce-dev/search-writer');
    expect(JSON.parse(writer.Properties.GenerateSecretString.SecretStringTemplate)).toEqual({
      username: SEARCH_OWNER,
    });
    const [readerId, reader] = secretNamed(resources, 'retail-commerce-dev/search-reader');
    expect(JSON.parse(reader.Properties.GenerateSecretString.SecretStringTemplate)).toEqual({
      username: READER_ROLE,
    });
    // Letters and digits only, within what setReaderPassword accepts (/^[A-Za-z0-9_\-.~]{16,128}$/).
    expect(reader.Properties.GenerateSecretString).toMatchObject({
      GenerateStringKey: 'password',
      ExcludePunctuation: true,
      PasswordLength: expect.any(Number),
    });
    expect(reader.Properties.GenerateSecretString.IncludeSpace).not.toBe(true);
    expect(reader.Properties.GenerateSecretString.PasswordLength).toBeGreaterThanOrEqual(16);
    expect(reader.Properties.GenerateSecretString.PasswordLength).toBeLessThanOrEqual(128);
    const [clusterId] = only(resources, 'AWS::RDS::DBCluster');
    const attached = ofType(resources, 'AWS::SecretsManager::SecretTargetAttachment').map(
      ([, a]) => a.Properties,
    );
    for (const secretId of [writerId, readerId]) {
      expect(attached).toContainEqual({
        SecretId: { Ref: secretId },
        TargetId: { Ref: clusterId },
        TargetType: 'AWS::RDS::DBCluster',
      });
    }
  });

  it('keeps both secrets when a stage or prod stack is deleted', () => {
    const resources = resourcesOf(templates.prod);
    for (const name of ['search-writer', 'search-reader']) {
      const [id] = secretNamed(resources, `retail-commerce-prod/${name}`);
      expect((resources[id] as { DeletionPolicy?: string }).DeletionPolicy, name).toBe('Retain');
    }
  });

  it('outputs the cluster and secret ARNs a rebuild needs', () => {
    const outputs = templates.dev.toJSON().Outputs;
    expect(Object.keys(outputs)).toEqual(
      expect.arrayContaining(['SearchClusterArn', 'SearchWriterSecretArn', 'SearchReaderSecretArn']),
    );
  });
});

describe('search migrator', () => {
  it('is a custom resource that changes with the migration ids and waits for the cluster and both secrets', () => {
    const resources = resourcesOf(templates.dev);
    const [, migrations] = only(resources, 'Custom::SearchMigrations') as [string, any];
    expect(migrations.Properties).toMatchObject({
      MigrationsDigest: migrationsDigest(MIGRATIONS),
      MigrationCount: MIGRATIONS.length,
    });
    expect(JSON.stringify(migrations.Properties.ReaderSecretArn)).toContain('SearchReaderSecretAttachment');
    const [clusterId] = only(resources, 'AWS::RDS::DBCluster');
    const [instanceId] = only(resources, 'AWS::RDS::DBInstance');
    expect(migrations.DependsOn).toEqual(expect.arrayContaining([clusterId, instanceId]));
    const attachments = ofType(resources, 'AWS::SecretsManager::SecretTargetAttachment').map(([id]) => id);
    expect(migrations.DependsOn).toEqual(expect.arrayContaining(attachments));
    // The provider framework relays to the migrator function.
    expect(JSON.stringify(migrations.Properties.ServiceToken)).toContain(
      'SearchMigratorProviderframeworkonEvent',
    );
  });

  it('digests the ids in order, so an added migration re-runs the resource', () => {
    const one = migrationsDigest([{ id: 'a' }]);
    expect(migrationsDigest([{ id: 'a' }])).toBe(one);
    expect(migrationsDigest([{ id: 'a' }, { id: 'b' }])).not.toBe(one);
    expect(migrationsDigest([{ id: 'b' }, { id: 'a' }])).not.toBe(
      migrationsDigest([{ id: 'a' }, { id: 'b' }]),
    );
  });

  it('runs outside any VPC as the writer, reading the reader password through the secrets extension', () => {
    const resources = resourcesOf(templates.dev);
    const id = functionIds(resources).get('search-migrator')!;
    const fn = resources[id]!.Properties;
    expect(fn.VpcConfig).toBeUndefined();
    expect(fn.Layers).toHaveLength(1);
    expect(fn.Timeout).toBeGreaterThanOrEqual(300);
    expect(Object.keys(fn.Environment.Variables)).toEqual(
      expect.arrayContaining([
        'SEARCH_CLUSTER_ARN',
        'SEARCH_WRITER_SECRET_ARN',
        'SEARCH_READER_SECRET_ARN',
        'SEARCH_DATABASE',
      ]),
    );
    const statements = statementsOfFunction(resources, id);
    const bySid = (sid: string) => statements.find((s) => s.Sid === sid)!;
    expect(actionsOf(bySid('SearchData')).sort()).toEqual([...SEARCH_WRITE_ACTIONS].sort());
    expect(JSON.stringify(bySid('SearchSecret').Resource)).toContain('SearchWriterSecretAttachment');
    expect(bySid('SearchReaderPassword')).toMatchObject({ Action: 'secretsmanager:GetSecretValue' });
    expect(JSON.stringify(bySid('SearchReaderPassword').Resource)).toContain('SearchReaderSecretAttachment');
  });
});

it.each(stages)('%s passes the AWS Solutions checks with the search resources', (stage) => {
  expect(new AwsSolutionsChecks().validateScope(built[stage].app).violations.map((v) => v.ruleName)).toEqual(
    [],
  );
});
