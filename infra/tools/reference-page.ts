import type { BrowserContext, Page } from 'playwright-core';

/** What the reference page did while it loaded: console errors, uncaught exceptions, failed requests. */
export type PageLoad = { page: Page; problems: string[] };

/**
 * Opens the reference page at `url` and waits until the renderer has drawn the operations. Every
 * console error, uncaught exception and failed request is collected in `problems`.
 */
export const loadReferencePage = async (browser: BrowserContext, url: string): Promise<PageLoad> => {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForSelector('[data-section-id^="operation/"]', { timeout: 30_000 });
  return { page, problems };
};
