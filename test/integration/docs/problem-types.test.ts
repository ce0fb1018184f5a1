import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROBLEM_TYPES } from '#functions/docs/problem-types.ts';
import { GATEWAY_PROBLEMS } from '#infra/constructs/gateway-responses.ts';
import { RATE_LIMITED_BODY } from '#infra/constructs/web-acl.ts';
import { openBrowser } from '#infra/tools/browser.ts';
import { loadReferencePage } from '#infra/tools/reference-page.ts';
import * as errors from '#shared/errors.ts';
import { toProblemResponse } from '#shared/http/problem.ts';
import { call, stack } from '#test/support/api.ts';

const BASE = '/v2/docs/problems/';

/** Every `type` the API can answer with: each error class, the 500, the gateway's and the firewall's. */
const emittedTypes = (): string[] => {
  const fromClasses = Object.values(errors)
    .filter((c) => typeof c === 'function' && c.prototype instanceof errors.AppError)
    .map((C) => new (C as unknown as new (detail: string) => errors.AppError)('x').type);
  // Anything that is not an AppError is the 500 (shared/http/problem.ts); a ServiceUnavailable
  // stands for a dependency failure.
  const internal = JSON.parse(toProblemResponse(null, { requestId: 'r', instance: '/' }).body).type;
  const gateway = GATEWAY_PROBLEMS.map(
    (p) => `${BASE}${p.slug ?? p.title.toLowerCase().replaceAll(' ', '-')}`,
  );
  return [...new Set([...fromClasses, internal, ...gateway, JSON.parse(RATE_LIMITED_BODY).type])];
};

let browser: Awaited<ReturnType<typeof openBrowser>>;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.dispose());

describe('problem types resolve to a section of the reference page', () => {
  it('lists every type the API, its gateway and its firewall answer with', () => {
    const listed = Object.keys(PROBLEM_TYPES).map((slug) => `${BASE}${slug}`);
    expect(emittedTypes().filter((t) => !listed.includes(t))).toEqual([]);
  });

  it('resolves every type the API answers with to its section, which the page shows', async () => {
    const { page, problems } = await loadReferencePage(browser, `${stack().apiUrl}/docs`);
    for (const type of emittedTypes()) {
      const slug = type.slice(BASE.length);
      // The type is resolved against the response's URL, as a client resolves it.
      const res = await fetch(new URL(type, `${stack().apiUrl}/tenants/t/customers`), { redirect: 'manual' });
      expect(res.status).toBe(302);
      const target = new URL(res.headers.get('location')!, res.url);
      expect(target.href).toBe(`${stack().apiUrl}/docs#section/Problem-types/${slug}`);
      const section = page.locator(`[data-section-id="section/Problem-types/${slug}"]`);
      expect(await section.count()).toBe(1);
    }
    await page.goto(`${stack().apiUrl}/docs/problems/precondition-failed`);
    await expect.poll(() => page.url()).toContain('#section/Problem-types/precondition-failed');
    await page.waitForSelector('[data-section-id="section/Problem-types/precondition-failed"]');
    expect(problems).toEqual([]);
  });

  it('answers an unknown type with a 404 problem', async () => {
    const res = await call('GET', '/docs/problems/no-such-type');
    expect(res.status).toBe(404);
    expect(res.body.type).toBe(`${BASE}not-found`);
  });
});
