import * as iam from 'aws-cdk-lib/aws-iam';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { ENV } from '#shared/config.ts';

/** What a search grant points at: the cluster, its database and one secret per role. */
export type SearchTargets = {
  cluster: { clusterArn: string };
  database: string;
  readerSecret: ISecret;
  writerSecret: ISecret;
};
export type SearchRole = 'reader' | 'writer';

/** Data API calls a search runs: single statements inside a tenant-scoped transaction. */
export const SEARCH_DATA_ACTIONS = [
  'rds-data:ExecuteStatement',
  'rds-data:BeginTransaction',
  'rds-data:CommitTransaction',
  'rds-data:RollbackTransaction',
] as const;
/** The writer also sends multi-row batches (indexer upserts). */
export const SEARCH_WRITE_ACTIONS = [...SEARCH_DATA_ACTIONS, 'rds-data:BatchExecuteStatement'] as const;

const secretOf = (search: SearchTargets, role: SearchRole) =>
  role === 'writer' ? search.writerSecret : search.readerSecret;

/**
 * Data API calls on the one cluster, and reading the one secret of the role. The Data API reads the
 * secret with the caller's credentials, so a reader function cannot act as the owner: it has no
 * read access to the writer secret.
 */
export const searchStatements = (search: SearchTargets, role: SearchRole): iam.PolicyStatement[] => [
  new iam.PolicyStatement({
    sid: 'SearchData',
    actions: [...(role === 'writer' ? SEARCH_WRITE_ACTIONS : SEARCH_DATA_ACTIONS)],
    resources: [search.cluster.clusterArn],
  }),
  new iam.PolicyStatement({
    sid: 'SearchSecret',
    actions: ['secretsmanager:GetSecretValue'],
    resources: [secretOf(search, role).secretArn],
  }),
];

/** The variables `config.search` reads in AWS, for one role. */
export const searchEnvironment = (search: SearchTargets, role: SearchRole): Record<string, string> => ({
  [ENV.searchClusterArn]: search.cluster.clusterArn,
  [ENV.searchDatabase]: search.database,
  [role === 'writer' ? ENV.searchWriterSecretArn : ENV.searchReaderSecretArn]: secretOf(search, role)
    .secretArn,
});
