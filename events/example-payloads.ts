import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { isWebhookAction, type WebhookAction } from '#events/actions.ts';

const dir = resolve(import.meta.dirname, 'examples');

/**
 * The example payloads of events/examples/<ACTION>.json by action, read from disk: for the
 * OpenAPI generator and the tests, never for a Lambda (the files are not bundled). A file whose
 * name is not an action is returned under `unknown` so that a test can name it.
 */
export const examplePayloads = (): {
  byAction: Partial<Record<WebhookAction, Record<string, unknown>>>;
  unknown: string[];
} => {
  const byAction: Partial<Record<WebhookAction, Record<string, unknown>>> = {};
  const unknown: string[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const action = file.replace(/\.json$/, '');
    if (!isWebhookAction(action)) unknown.push(file);
    else byAction[action] = JSON.parse(readFileSync(resolve(dir, file), 'utf8'));
  }
  return { byAction, unknown };
};
