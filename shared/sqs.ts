import { SQSClient } from '@aws-sdk/client-sqs';
import { awsClientOptions } from '#shared/aws-clients.ts';
import { config } from '#shared/config.ts';

/** SQS client, created once per container; points at fauxqs locally. */
export const sqs = new SQSClient(awsClientOptions(config.endpoints.sqs));

/**
 * Characters SQS refuses in a message body: it takes only #x9 #xA #xD, #x20-#xD7FF, #xE000-#xFFFD
 * (and astral characters, which fauxqs refuses as surrogate pairs). The API accepts U+FFFE and
 * U+FFFF in free text, so event data can hold them.
 */
const SQS_UNSAFE = /[^\t\n\r\x20-\uD7FF\uE000-\uFFFD]/g;

/**
 * JSON text that SQS accepts for any value: JSON.stringify, then every character SQS refuses
 * written as a `\uXXXX` escape. Such characters occur only inside string literals, where the
 * escape means the same character, so `JSON.parse` gives back the identical value.
 */
export const toMessageBody = (value: unknown): string =>
  JSON.stringify(value).replace(SQS_UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
