import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

/** Debian's Chromium (`apt-get install chromium`; .ci/run installs it): no browser is downloaded. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Headless Chromium with a fresh profile and nothing that reaches the network by itself (updates,
 * sync, QUIC probes), so a page that works here works offline. Close the context when done: it
 * removes the profile.
 */
export const openBrowser = async (): Promise<BrowserContext & { dispose: () => Promise<void> }> => {
  const profile = await mkdtemp(join(tmpdir(), 'rcs-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1440, height: 900 },
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
