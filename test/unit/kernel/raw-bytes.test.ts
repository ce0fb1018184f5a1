import { describe, expect, it } from 'vitest';
import { rawBytesResponse } from '#shared/http/raw-bytes.ts';
import type { RouteDef } from '#shared/http/route.ts';

const route: RouteDef = {
  method: 'GET',
  path: '/tenants/{tenantUid}/documents/{uid}',
  summary: 'A document',
  auth: 'public',
  success: {
    status: 200,
    description: 'The document',
    bytes: {
      mediaTypes: ['application/pdf', 'application/octet-stream'],
      of: (d: { base64?: string; contentType: string }) =>
        d.base64 ? { contentType: d.contentType, base64: d.base64 } : undefined,
    },
  },
};
const pdf = { contentType: 'application/pdf', base64: 'JVBERi0=' };

describe('a document answered as bytes', () => {
  it('answers the bytes when Accept names their type or any bytes, among the offered types', () => {
    expect(rawBytesResponse(route, 200, 'application/pdf', pdf)).toEqual(pdf);
    expect(rawBytesResponse(route, 200, 'text/html, application/pdf;q=0.9', pdf)).toEqual(pdf);
    expect(rawBytesResponse(route, 200, 'application/octet-stream', pdf)).toEqual({
      contentType: 'application/octet-stream',
      base64: pdf.base64,
    });
  });

  it('keeps the JSON answer otherwise', () => {
    expect(rawBytesResponse(route, 200, undefined, pdf)).toBeUndefined();
    expect(rawBytesResponse(route, 200, 'application/json', pdf)).toBeUndefined();
    expect(rawBytesResponse(route, 200, 'application/pdf;q=0', pdf)).toBeUndefined();
    // A document of another type, one without bytes, a type the route does not offer, another status.
    expect(
      rawBytesResponse(route, 200, 'application/pdf', { ...pdf, contentType: 'application/vnd.escpos' }),
    ).toBe(undefined);
    expect(rawBytesResponse(route, 200, 'application/pdf', { contentType: 'text/plain' })).toBeUndefined();
    expect(
      rawBytesResponse(route, 200, 'application/vnd.escpos', {
        ...pdf,
        contentType: 'application/vnd.escpos',
      }),
    ).toBe(undefined);
    expect(rawBytesResponse(route, 201, 'application/pdf', pdf)).toBeUndefined();
    expect(
      rawBytesResponse({ ...route, success: { status: 200, description: 'x' } }, 200, 'application/pdf', pdf),
    ).toBe(undefined);
  });
});
