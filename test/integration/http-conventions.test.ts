import { describe, expect, it } from 'vitest';
import { call, client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';

/**
 * The HTTP conventions of DESIGN section 3, through a real route of the running stack
 * (customers): body parsing, validation, paging limits, request ids and Idempotency-Key.
 */
const tenant = uniqueTenant('http');
const path = `/tenants/${tenant}/customers`;

const expectProblem = (res: { status: number; headers: Headers; body: any }, status: number) => {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toBe('application/problem+json');
  expect(res.headers.get('x-request-id')).toBeTruthy();
  expect(res.body).toMatchObject({
    status,
    type: expect.any(String),
    title: expect.any(String),
    detail: expect.any(String),
  });
  expect(res.body.requestId).toBe(res.headers.get('x-request-id'));
};

describe('HTTP conventions', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await call('POST', path, { token: await token({ tenant }), rawBody: '{"firstname": "Ada",' });
    expectProblem(res, 400);
    expect(res.body.errors).toEqual([{ path: 'body', message: 'malformed JSON' }]);
  });

  it('answers a content type other than JSON with 415', async () => {
    const res = await call('POST', path, {
      token: await token({ tenant }),
      rawBody: 'firstname=Ada',
      contentType: 'application/x-www-form-urlencoded',
    });
    expectProblem(res, 415);
  });

  it('answers a body over 1 MiB with 413 and writes nothing', async () => {
    const customerUid = uniqueUid('big');
    const body = JSON.stringify({ customerUid, firstname: 'Ada', internalNote: 'x'.repeat(1024 * 1024) });
    const res = await call('POST', path, { token: await token({ tenant }), rawBody: body });
    expectProblem(res, 413);
    expect((await client(await token({ tenant })).get(`${path}/${customerUid}`)).status).toBe(404);
  });

  it('answers invalid paging values with 400 naming each parameter', async () => {
    const res = await call('GET', `${path}?pageSize=501&pageNumber=0&sortDirection=up`, {
      token: await token({ tenant }),
    });
    expectProblem(res, 400);
    expect(res.body.errors.map((e: { path: string }) => e.path).sort()).toEqual([
      'query.pageNumber',
      'query.pageSize',
      'query.sortDirection',
    ]);
  });

  it('treats empty paging values as absent', async () => {
    const res = await call('GET', `${path}?pageSize=&pageNumber=&sortBy=`, {
      token: await token({ tenant }),
    });
    expect(res.status).toBe(200);
    expect(res.body.paging).toMatchObject({ pageNumber: 1, pageSize: 50 });
  });

  it('answers invalid path UIDs with 400 naming the parameter', async () => {
    const res = await call('GET', `${path}/bad%20uid!`, { token: await token({ tenant }) });
    expectProblem(res, 400);
    expect(res.body.errors[0].path).toBe('params.customerUid');
  });

  it('replays a mutation with the same Idempotency-Key and refuses the key with another body', async () => {
    const api = client(await token({ tenant }));
    const key = uniqueUid('idem');
    const body = { customerUid: uniqueUid('c'), firstname: 'Grace', lastname: 'Hopper' };
    const first = await api.post(path, body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    const replay = await api.post(path, body, { 'idempotency-key': key });
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    const other = await api.post(path, { ...body, firstname: 'Someone else' }, { 'idempotency-key': key });
    expectProblem(other, 422);
    // Without the key the same body is a new request: the custom uid now exists.
    expect((await api.post(path, body)).status).toBe(409);
  });

  it('releases the key of a request that failed in the domain, so that a corrected retry can use it', async () => {
    const api = client(await token({ tenant }));
    const taken = uniqueUid('taken');
    expect((await api.post(path, { customerUid: taken, firstname: 'Ada' })).status).toBe(201);
    const key = uniqueUid('idem');
    const conflict = await api.post(
      path,
      { customerUid: taken, firstname: 'Ada' },
      { 'idempotency-key': key },
    );
    expectProblem(conflict, 409);
    const corrected = await api.post(
      path,
      { customerUid: uniqueUid('free'), firstname: 'Ada' },
      { 'idempotency-key': key },
    );
    expect(corrected.status).toBe(201);
    expect(corrected.headers.get('idempotent-replayed')).toBeNull();
  });
});
