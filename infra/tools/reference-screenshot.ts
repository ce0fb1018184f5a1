import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { httpFunctions } from '#functions/registry.ts';
import { startApiServer } from '#infra/local/api-server.ts';
import { openBrowser } from './browser.ts';
import { loadReferencePage } from './reference-page.ts';

/**
 * `npm run docs:screenshot`: writes docs/reference-page.png, the reference page as the README
 * shows it. Only the docs function is served (it needs no table), so no stack has to run.
 */
const file = resolve(import.meta.dirname, '../../docs/reference-page.png');
const server = await startApiServer({
  port: 0,
  functions: httpFunctions().filter((f) => f.name === 'docs'),
  authorizerCacheSeconds: 0,
});
const browser = await openBrowser();
try {
  const { port } = server.address() as AddressInfo;
  const { page, problems } = await loadReferencePage(browser, `http://127.0.0.1:${port}/v2/docs`);
  if (problems.length > 0) throw new Error(`the page reported problems:\n${problems.join('\n')}`);
  await page
    .locator('[data-section-id="tag/Customers"]')
    .first()
    .evaluate((e) => e.scrollIntoView());
  await page.screenshot({ path: file });
  console.log(`wrote ${file}`);
} finally {
  await browser.dispose();
  server.close();
}
