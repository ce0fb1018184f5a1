import type { APIGatewayProxyResult } from 'aws-lambda';
import type { RouteDef } from '#shared/http/route.ts';

/**
 * The media types of documents a route may answer as raw bytes instead of base64 in JSON
 * (`ResponseDef.bytes`). The RestApi lists them as binaryMediaTypes, so API Gateway decodes
 * the function's base64 body into bytes when the request's Accept names one of them.
 */
export const BINARY_MEDIA_TYPES = [
  'application/pdf',
  'application/octet-stream',
  'application/vnd.escpos',
] as const;
export type BinaryMediaType = (typeof BINARY_MEDIA_TYPES)[number];

/** Any document's bytes, whatever its own type. */
const ANY_BYTES: BinaryMediaType = 'application/octet-stream';

/** The media types of an Accept header, in order, without parameters; `q=0` ranges left out. */
const acceptedTypes = (accept: string | undefined): string[] =>
  (accept ?? '')
    .split(',')
    .map((range) => range.split(';').map((p) => p.trim().toLowerCase()))
    .filter(([type, ...params]) => type && !params.some((p) => /^q=0(\.0*)?$/.test(p)))
    .map(([type]) => type!);

/** A document's bytes as its JSON answer carries them: base64, of a media type. */
export type DocumentBytes = { contentType: string; base64: string };

/**
 * What a route offers as raw bytes (`ResponseDef.bytes`): the media types, and where its JSON
 * answer holds the document (undefined: this answer has none, such as a text document).
 */
export type BytesOffer = {
  mediaTypes: readonly BinaryMediaType[];
  // biome-ignore lint/suspicious/noExplicitAny: the route's own response schema types the body.
  of: (body: any) => DocumentBytes | undefined;
};

/**
 * The raw answer of a document route: when the route offers bytes (`success.bytes`), its answer
 * holds them and Accept asks for their type or for application/octet-stream (among the offered
 * types), the bytes themselves with that content type, base64 in the Lambda result with
 * `isBase64Encoded` (API Gateway and the local server send them decoded). Undefined otherwise:
 * the JSON answer stands.
 */
export const rawBytesResponse = (
  route: RouteDef,
  status: number,
  accept: string | undefined,
  body: unknown,
): DocumentBytes | undefined => {
  const offer = route.success.bytes;
  if (!offer || status !== route.success.status || body === undefined) return undefined;
  const offered: readonly string[] = offer.mediaTypes;
  const document = offer.of(body);
  if (!document) return undefined;
  const { base64, contentType } = document;
  const own = contentType.split(';')[0]!.trim().toLowerCase();
  for (const type of acceptedTypes(accept)) {
    if (!offered.includes(type)) continue;
    if (type === own) return { contentType, base64 };
    if (type === ANY_BYTES) return { contentType: ANY_BYTES, base64 };
  }
  return undefined;
};

/** The Lambda proxy result of raw bytes. */
export const rawBytesResult = (
  status: number,
  raw: DocumentBytes,
  headers: Record<string, string | number | boolean>,
): APIGatewayProxyResult => ({
  statusCode: status,
  headers: { ...headers, 'content-type': raw.contentType },
  body: raw.base64,
  isBase64Encoded: true,
});
