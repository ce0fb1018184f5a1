import { access, constants, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { packagedChromium } from './packaged-chromium.ts';

/** Debian's Chromium (`apt-get install chromium`), used where it is installed. */
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The browser to drive: `CHROMIUM_PATH` if set, else Debian's Chromium where it is installed,
 * else the one the `@sparticuz/chromium` devDependency ships, so `npm ci` is all a machine needs.
 */
const chromiumExecutable = async (): Promise<string> => {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const installed = await access(DEBIAN_CHROMIUM, constants.X_OK).then(
    () => true,
    () => false,
  );
  return installed ? DEBIAN_CHROMIUM : packagedChromium();
};

/**
 * Headless Chromium with a fresh profile and nothing that reaches the network by itself (updates,
 * sync, QUIC probes), so a page that works here works offline. Close the context when done: it
 * removes the profile.
 */
export const openBrowser = async (): Promise<BrowserContext & { dispose: () => Promise<void> }> => {
  const profile = await mkdtemp(join(tmpdir(), 'rcs-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: await chromiumExecutable(),
    headless: true,
    viewport: { width: 1440, height: 900 },
    // Not the packaged browser's own `args`: they turn web security off, and the reference page's
    // tests check what its Content-Security-Policy lets through. Both browsers run with these.
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return Object.assign(context, {
    dispose: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  });
};
