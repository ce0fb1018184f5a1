import type HandlebarsApi from 'handlebars';
// Only the runtime (the templates are precompiled). With `.js`: plain Node (`npm start`) resolves
// no extensionless subpath of a package without exports; its typings declare no members.
import runtime from 'handlebars/runtime.js';
import type { MessageType } from '../notification-model.ts';
import { DEFAULT_SUBJECT, type TemplateType } from './catalogue.ts';
import { COMPILED } from './compiled.ts';
import type { TEMPLATE_PARTS } from './precompile.ts';

/** What a template sees: `data.<key>` from templateData plus the notification's references. */
export type TemplateContext = {
  data: Record<string, string>;
  orderUid?: string | undefined;
  customerUid?: string | undefined;
  storeUid?: string | undefined;
};

/** A rendered message: subject and HTML for e-mail, text for both channels. */
export type Rendered = { subject?: string; html?: string; text: string };

// An isolated environment: no helpers or partials registered elsewhere leak into templates. The
// templates are precompiled (compiled.ts, `npm run templates`): only Handlebars' runtime is bundled.
const hbs = (runtime as unknown as typeof HandlebarsApi).create();
const cache = new Map<string, HandlebarsApi.TemplateDelegate>();
const compiled = (type: TemplateType, part: (typeof TEMPLATE_PARTS)[number]) => {
  const key = `${type}:${part}`;
  let template = cache.get(key);
  if (!template) {
    template = hbs.template(COMPILED[type][part]);
    cache.set(key, template);
  }
  return template;
};

const escapeHtml = (value: string) => hbs.Utils.escapeExpression(value);
const layout = (body: string) =>
  `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">${body}</body></html>`;

/** Turns templateData pairs into a map (a repeated key keeps its last value). */
export const dataMap = (pairs: ReadonlyArray<{ key: string; value: string }> | undefined) =>
  Object.fromEntries((pairs ?? []).map((p) => [p.key, p.value]));

/** Renders a catalogue template for a channel. HTML escapes every value; text does not. */
export const renderTemplate = (
  type: TemplateType,
  channel: MessageType,
  context: TemplateContext,
): Rendered => {
  if (channel === 'SMS') return { text: compiled(type, 'sms')(context).trim() };
  return {
    subject: compiled(type, 'subject')(context).replace(/\s+/g, ' ').trim(),
    html: layout(compiled(type, 'html')(context)),
    text: compiled(type, 'text')(context).trim(),
  };
};

/** Renders a free-text message: the text as given, the HTML escaped with line breaks kept. */
export const renderFreeText = (channel: MessageType, message: string, subject?: string): Rendered => {
  if (channel === 'SMS') return { text: message };
  const html = escapeHtml(message).replace(/\r?\n/g, '<br>');
  return { subject: subject ?? DEFAULT_SUBJECT, html: layout(`<p>${html}</p>`), text: message };
};
