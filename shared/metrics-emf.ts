/**
 * Powertools Metrics, bundled as a chunk of every function (infra/bundling.ts, METRICS_CHUNK) and
 * loaded by shared/metrics.ts on the first invocation with metrics on: its 10 KB are then not
 * compiled at the cold start of a function whose metrics are off (docs/decisions/observability.md).
 */
export { Metrics } from '@aws-lambda-powertools/metrics';
