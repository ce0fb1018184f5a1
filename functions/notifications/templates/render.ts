import Handlebars from 'handlebars';
import type { MessageType } from '../notification-model.ts';
import { DEFAULT_SUBJECT, TEMPLATES, type TemplateType } from './catalogue.ts';

/** What a template sees: `data.<key>` from templateData plus the notification's references. */
export type TemplateContext = {
  data: Record<string, string>;
  orderUid?: string | undefined;
  customerUid?: string | undefined;
  storeUid?: string | undefined;
};

/** A rendered message: subject and HTML for e-mail, text for both channels. */
export type Rendered = { subject?: string; html?: string; text: string };

// An isolated environment: no helpers or partials registered elsewhere leak into templates.
const hbs = Handlebars.create();
const cache = new Map<string, Handlebars.TemplateDelegate>();
const compile = (source: string, html: boolean) => {
  const key = `${html ? 'h' : 't'}:${source}`;
  let template = cache.get(key);
  if (!template) {
    template = hbs.compile(source, { noEscape: !html, strict: false, knownHelpersOnly: true });
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
  const def = TEMPLATES[type];
  if (channel === 'SMS') return { text: compile(def.sms, false)(context).trim() };
  return {
    subject: compile(def.subject, false)(context).replace(/\s+/g, ' ').trim(),
    html: layout(compile(def.html, true)(context)),
    text: compile(def.text, false)(context).trim(),
  };
};

/** Renders a free-text message: the text as given, the HTML escaped with line breaks kept. */
export const renderFreeText = (channel: MessageType, message: string, subject?: string): Rendered => {
  if (channel === 'SMS') return { text: message };
  const html = escapeHtml(message).replace(/\r?\n/g, '<br>');
  return { subject: subject ?? DEFAULT_SUBJECT, html: layout(`<p>${html}</p>`), text: message };
};
