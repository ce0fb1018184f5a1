import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { responseContract } from '#test/support/response-contract.ts';

const document = JSON.parse(
  await readFile(resolve(import.meta.dirname, '../../../docs/openapi.json'), 'utf8'),
);
const { violations } = responseContract(document);

const movements = '/tenants/t-1/warehouses/wh-1/stock/p-1/movements';
const movement = {
  warehouseUid: 'wh-1',
  productUid: 'p-1',
  version: 1,
  reason: 'ADJUSTMENT',
  quantityChange: 2,
  quantityAfter: 2,
  note: '',
  userUid: 'u-1',
  at: '2026-11-27T10:00:00.000Z',
};
const page = (item: object) => ({
  items: [item],
  paging: { pageNumber: 1, pageSize: 100, totalCount: 1, nextCursor: null },
});
const json = (body: unknown, contentType = 'application/json') => ({
  contentType,
  text: JSON.stringify(body),
});

describe('the response check of the integration suite', () => {
  it('passes a response its operation documents', () => {
    expect(
      violations({ method: 'GET', path: `${movements}?pageSize=2`, status: 200, ...json(page(movement)) }),
    ).toEqual([]);
  });

  it('refuses a member a closed object does not declare, naming operation, status and JSON path', () => {
    const leaked = { ...movement, pk: 'T#t-1#STOCKLOG#wh-1#p-1', sk: 'MOVE#000000000001' };
    expect(violations({ method: 'GET', path: movements, status: 200, ...json(page(leaked)) })).toEqual([
      'GET /tenants/{tenantUid}/warehouses/{warehouseUid}/stock/{productUid}/movements (listStockMovements) 200: $.items[0].pk is not declared by the schema',
      'GET /tenants/{tenantUid}/warehouses/{warehouseUid}/stock/{productUid}/movements (listStockMovements) 200: $.items[0].sk is not declared by the schema',
    ]);
  });

  it('refuses a missing or mistyped member', () => {
    const { note: _note, ...noNote } = movement;
    expect(violations({ method: 'GET', path: movements, status: 200, ...json(page(noNote)) })).toEqual([
      expect.stringMatching(/200: \$\.items\[0\] must have required property 'note'$/),
    ]);
  });

  it('refuses a status the operation does not document', () => {
    expect(violations({ method: 'GET', path: movements, status: 418, ...json({}) })).toEqual([
      expect.stringMatching(/\(listStockMovements\) 418: the status is not documented$/),
    ]);
  });

  it('refuses a content type the response does not declare, and a body where none is declared', () => {
    expect(
      violations({ method: 'GET', path: movements, status: 200, ...json(page(movement), 'text/plain') }),
    ).toEqual([expect.stringMatching(/200: content type 'text\/plain' is not one of application\/json$/)]);
    const deleted = { method: 'DELETE', path: '/tenants/t-1/customers/c-1', status: 204 };
    expect(violations({ ...deleted, contentType: null, text: '' })).toEqual([]);
    expect(violations({ ...deleted, ...json({ deleted: true }) })).toEqual([
      expect.stringMatching(/204: a body where the document declares none$/),
    ]);
  });

  it('refuses a header the service sets that the response does not declare', () => {
    const customer = {
      method: 'DELETE',
      path: '/tenants/t-1/customers/c-1',
      status: 204,
      contentType: null,
      text: '',
    };
    expect(violations({ ...customer, headerNames: ['X-Request-Id', 'Date', 'Content-Length'] })).toEqual([]);
    expect(violations({ ...customer, headerNames: ['x-request-id', 'ETag', 'Deprecation'] })).toEqual([
      expect.stringMatching(/204: header etag, deprecation is not declared$/),
    ]);
    // A throttled request: the gateway's 429 with Retry-After, documented once as a component.
    const throttled = {
      method: 'GET',
      path: '/tenants/t-1/customers/c-1',
      status: 429,
      contentType: null,
      text: '',
    };
    expect(violations({ ...throttled, headerNames: ['retry-after'] })).toEqual([]);
  });

  it('checks a body that is not JSON for its content type', () => {
    const page = { method: 'GET', path: '/docs', status: 200, text: '<!doctype html>' };
    expect(violations({ ...page, contentType: 'text/html; charset=utf-8' })).toEqual([]);
    expect(violations({ ...page, contentType: 'application/json' })).toEqual([
      "GET /docs (getReferencePage) 200: content type 'application/json' is not one of text/html",
    ]);
  });

  it('refuses a path or a method no operation has', () => {
    expect(violations({ method: 'GET', path: '/no-such-route', status: 404, ...json({}) })).toEqual([
      'GET /no-such-route 404: no operation in the document',
    ]);
    expect(violations({ method: 'PATCH', path: movements, status: 405, ...json({}) })).toHaveLength(1);
  });

  it('prefers a literal segment to a parameter', () => {
    const search = violations({
      method: 'POST',
      path: '/tenants/t-1/customers/search',
      status: 418,
      ...json({}),
    });
    expect(search).toEqual([expect.stringMatching(/\(searchCustomers\) 418/)]);
  });
});
