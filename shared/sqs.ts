import { SQSClient } from '@aws-sdk/client-sqs';
import { config } from '#shared/config.ts';

const local = config.endpoints.sqs;

/** SQS client, created once per container; points at fauxqs locally. */
export const sqs = new SQSClient({
  region: config.region,
  ...(local ? { endpoint: local, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
});
