import { describe, expect, it } from 'vitest';
import { call, token, uniqueTenant } from '#test/support/api.ts';
import { ensureStore } from '#test/support/stores.ts';

/**
 * Findings of the black-box probe about the shape of a request, through the local gateway:
 * malformed percent-escapes in path segments and a non-UTF-8 charset.
 */
const tenant = uniqueTenant('shape');
const MALFORMED = ['%ZZ', '%', '%E0%A4%A', '%C0%AF'];

const isProblem = (res: { status: number; headers: Headers }) =>
  expect(res.headers.get('content-type')).toBe('application/problem+json');

describe('malformed percent-escapes in path segments', () => {
  for (const bad of MALFORMED) {
    it(`answers ${bad} in the tenant and id segments with 400 naming the parameter`, async () => {
      const bearer = await token({ tenant });
      const cases = [
        { path: `/tenants/${tenant}/customers/${bad}`, param: 'params.customerUid' },
        { path: `/tenants/${bad}/customers/c1`, param: 'params.tenantUid' },
        { path: `/tenants/${tenant}/customers/${bad}/contacts/${bad}`, param: 'params.customerContactUid' },
        { path: `/tenants/${tenant}/stores/${bad}/receipts/r1`, param: 'params.storeUid' },
      ];
      for (const { path, param } of cases) {
        const res = await call('GET', path, { token: bearer });
        expect(res.status, path).toBe(400);
        isProblem(res);
        expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(param);
      }
    });

    it(`answers ${bad} without a token with 401`, async () => {
      const res = await call('GET', `/tenants/${bad}/customers/${bad}`);
      expect(res.status).toBe(401);
      isProblem(res);
    });
  }
});

describe('request charset', () => {
  it('refuses application/json; charset=utf-16 with 415 and writes nothing', async () => {
    const bearer = await token({ tenant });
    const customerUid = 'charset-utf16';
    const res = await call('POST', `/tenants/${tenant}/customers`, {
      token: bearer,
      rawBody: JSON.stringify({ customerUid, firstname: 'Ada' }),
      contentType: 'application/json; charset=utf-16',
    });
    expect(res.status).toBe(415);
    isProblem(res);
    expect((await call('GET', `/tenants/${tenant}/customers/${customerUid}`, { token: bearer })).status).toBe(
      404,
    );
  });
});

describe('control characters', () => {
  it('refuses a NUL in a free-text field with 400 naming the field, and writes nothing', async () => {
    const bearer = await token({ tenant });
    const customerUid = 'nul-name';
    const res = await call('POST', `/tenants/${tenant}/customers`, {
      token: bearer,
      body: { customerUid, firstname: 'Ada\u0000', lastname: 'Love\u001blace' },
    });
    expect(res.status).toBe(400);
    isProblem(res);
    const paths = res.body.errors.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['body.firstname', 'body.lastname']));
    expect((await call('GET', `/tenants/${tenant}/customers/${customerUid}`, { token: bearer })).status).toBe(
      404,
    );
  });

  it('refuses control characters in query values', async () => {
    const res = await call('GET', `/tenants/${tenant}/customers?sortBy=displayName%00`, {
      token: await token({ tenant }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { path: string }) => e.path)).toContain('query.sortBy');
  });

  it('refuses a NUL in an e-mail subject, and keeps line breaks in a multi-line message', async () => {
    const bearer = await token({ tenant });
    const path = `/tenants/${tenant}/stores/${await ensureStore(tenant, 's1')}/notifications`;
    const base = {
      messageType: 'EMAIL',
      recipient: 'ada@example.com',
      message: 'Line one\nLine two\r\n\tend',
    };
    const nul = await call('POST', path, { token: bearer, body: { ...base, subject: 'Hi\u0000there' } });
    expect(nul.status).toBe(400);
    expect(nul.body.errors.map((e: { path: string }) => e.path)).toContain('body.subject');
    const ok = await call('POST', path, { token: bearer, body: { ...base, subject: 'Hello' } });
    expect(ok.status).toBeLessThan(300);
  });
});
