import type { RDSDataClient as SdkDataApiClient } from '@aws-sdk/client-rds-data';
import { drizzle } from 'drizzle-orm/aws-data-api/pg';
import { RDSDataClient } from '#shared/aws/rds-data.ts';
import type { SearchDb } from './rows.ts';

/** Where the read model lives in AWS: the cluster, the role's secret, the database. */
export type DataApiTarget = { region: string; database: string; resourceArn: string; secretArn: string };

/**
 * The read model over the RDS Data API: drizzle's Data API driver with its PostgreSQL dialect
 * (about 57 KB minified) on our client (shared/aws/rds-data.ts). Function bundles carry this
 * module as a chunk (infra/bundling.ts, DATA_API_CHUNK) that shared/search/search-db.ts loads at
 * the first connection, so a cold start that never reaches the read model does not compile it.
 */
export const connectDataApi = ({ region, ...target }: DataApiTarget): SearchDb =>
  // Our client takes what drizzle sends, not the SDK's whole interface.
  drizzle(new RDSDataClient({ region }) as unknown as SdkDataApiClient, target) as unknown as SearchDb;
