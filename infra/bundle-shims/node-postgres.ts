/**
 * Stand-in for node-postgres (`pg`, `pg-native`) and drizzle's node-postgres driver in function
 * bundles (esbuild aliases in infra/bundling.ts). In AWS the search read model is reached through
 * the RDS Data API; node-postgres serves the local stack and the tests only, which run unbundled.
 * Using it from a bundle is a configuration error, reported as such instead of a missing module.
 */
const notBundled = (): never => {
  throw new Error(
    'node-postgres is not part of function bundles: in AWS the search read model is reached through the RDS Data API (SEARCH_CLUSTER_ARN)',
  );
};

/** drizzle-orm/node-postgres */
export const drizzle = notBundled;

class Pool {
  constructor() {
    notBundled();
  }
}

/** pg (default export) */
export default { Pool };
