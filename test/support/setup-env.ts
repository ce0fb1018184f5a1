import { inject } from 'vitest';

// Integration tests may also talk to the emulators directly (to look at items, queues or mail),
// through the same repositories the handlers use. Point shared/config.ts at the running stack
// before any test module imports it.
const stack = inject('stack');
Object.assign(process.env, {
  STAGE: 'local',
  AWS_REGION: 'eu-north-1',
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  TABLE_NAME: stack.tableName,
  DYNAMODB_ENDPOINT: stack.dynamodbEndpoint,
  SQS_ENDPOINT: stack.sqsEndpoint,
  SES_ENDPOINT: stack.sesUrl,
  SMS_ENDPOINT: stack.smsUrl,
  SEARCH_READER_URL: stack.search.readerUrl,
  SEARCH_WRITER_URL: stack.search.writerUrl,
  WEBHOOK_QUEUE_URL: stack.queueUrls.webhookDelivery,
  NOTIFICATION_QUEUE_URL: stack.queueUrls.notifications,
  POWERTOOLS_LOG_LEVEL: 'WARN',
});
