type BucketStore = typeof import('#shared/rate-limit/rate-limit.repository.ts');

/**
 * The rate-limit bucket store `store` (the real one, on DynamoDB Local) counting the conditional
 * writes a limiter sends through it: what a lease saves is counted, not inferred.
 */
export const countingBucketStore = (store: BucketStore) => {
  let writes = 0;
  return {
    get writes() {
      return writes;
    },
    reset: () => {
      writes = 0;
    },
    repository: {
      ...store,
      takeFromRunning: (...args: Parameters<BucketStore['takeFromRunning']>) => {
        writes++;
        return store.takeFromRunning(...args);
      },
      takeFromIdle: (...args: Parameters<BucketStore['takeFromIdle']>) => {
        writes++;
        return store.takeFromIdle(...args);
      },
    },
  };
};
