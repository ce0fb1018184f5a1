import { describe, expect, it } from 'vitest';
import { call } from '#test/support/api.ts';

describe('platform', () => {
  it('reports health of the table and the queues without a token', async () => {
    const res = await call('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.body.status).toBe('ok');
    expect(res.body.checks.table.status).toBe('ok');
    expect(Object.keys(res.body.checks)).toEqual(
      expect.arrayContaining(['table', 'queue:webhookDelivery', 'queue:notifications']),
    );
  });

  it('serves the OpenAPI document without a token', async () => {
    const res = await call('GET', '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.paths['/health'].get.operationId).toBe('getHealth');
  });

  it('answers an unknown route with a 404 problem', async () => {
    const res = await call('GET', '/no/such/route', { outsideContract: 'no operation has this path' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.body).toMatchObject({ status: 404, title: 'Not found' });
  });

  it('answers a known path with a wrong method with 405 and Allow', async () => {
    const res = await call('DELETE', '/health', { outsideContract: 'the path has no DELETE operation' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect(res.headers.get('content-type')).toBe('application/problem+json');
  });
});
