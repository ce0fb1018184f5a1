import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from '#infra/tools/browser.ts';
import { loadReferencePage, type PageLoad } from '#infra/tools/reference-page.ts';
import { call, stack } from '#test/support/api.ts';

type Document = {
  paths: Record<string, Record<string, { operationId: string; tags: string[] }>>;
  webhooks: Record<string, Record<string, { operationId: string }>>;
  components: { securitySchemes: Record<string, unknown> };
};

let browser: Awaited<ReturnType<typeof openBrowser>>;
let load: PageLoad;
let document: Document;

beforeAll(async () => {
  document = (await call<Document>('GET', '/openapi.json')).body;
  browser = await openBrowser();
  load = await loadReferencePage(browser, `${stack().apiUrl}/docs`);
});
afterAll(() => browser?.dispose());

const sectionIds = () =>
  load.page.$$eval('[data-section-id]', (els) => els.map((e) => e.getAttribute('data-section-id') ?? ''));

describe('GET /docs: the reference page in headless Chromium', () => {
  it('is served without a token, as HTML, with a policy that allows only this origin', async () => {
    const res = await call('GET', '/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    const script = await fetch(`${stack().apiUrl}/docs/redoc.standalone.js`);
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).not.toContain('https://cdn.');
  });

  it('loads with no console error, no failed request and nothing fetched from elsewhere', () => {
    expect(load.problems).toEqual([]);
  });

  it('shows every operation of the served document, under its area', async () => {
    const ids = new Set(await sectionIds());
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.length).toBeGreaterThan(50);
    // Under its area: Redoc nests an operation's section in its tag's, `tag/<Area>/operation/<id>`.
    const missing = operations.filter(
      (op) => ![...ids].some((id) => id.startsWith('tag/') && id.endsWith(`/operation/${op.operationId}`)),
    );
    expect(missing.map((op) => op.operationId)).toEqual([]);
  });

  it('shows every webhook event and explains the bearer schemes', async () => {
    const ids = await sectionIds();
    const events = Object.values(document.webhooks).flatMap((methods) => Object.values(methods));
    expect(events).toHaveLength(21);
    const missing = events.filter((op) => !ids.some((id) => id.endsWith(`/operation/${op.operationId}`)));
    expect(missing.map((op) => op.operationId)).toEqual([]);
    expect(ids).toContain('section/Authentication');
    for (const scheme of Object.keys(document.components.securitySchemes))
      expect(ids).toContain(`section/Authentication/${scheme}`);
    // The list shape and the status policy (docs/conventions.md) are sections of the page.
    expect(ids).toContain('section/Lists');
    expect(ids).toContain('section/Status-codes');
  });

  it('works as well at /docs/, the address with the slash a browser or a person often adds', async () => {
    const slashed = await loadReferencePage(browser, `${stack().apiUrl}/docs/`);
    try {
      expect(slashed.problems).toEqual([]);
      const ids = await slashed.page.$$eval('[data-section-id]', (els) => els.length);
      expect(ids).toBe((await sectionIds()).length);
    } finally {
      await slashed.page.close();
    }
  });

  it('shows a request and a response sample for an operation with a body', async () => {
    const panel = load.page.locator('[data-section-id="tag/Customers/operation/createCustomer"]');
    await expect.poll(() => panel.getByText('Request samples').count()).toBeGreaterThan(0);
    await expect.poll(() => panel.getByText('Response samples').count()).toBeGreaterThan(0);
  });
});
