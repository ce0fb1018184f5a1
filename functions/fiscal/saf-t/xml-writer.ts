/**
 * The few pieces of XML the SAF-T export writes, as text: escaped content and elements. A value
 * never carries markup: `&`, `<`, `>` and quotes are escaped, and characters XML 1.0 does not
 * allow (C0 controls other than tab and line breaks, lone surrogates, U+FFFE/U+FFFF) are dropped.
 */

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// Every character outside XML 1.0's Char production (a u-flag class: lone surrogates are outside it too).
const NOT_XML = /[^\t\n\r\u{20}-\u{D7FF}\u{E000}-\u{FFFD}\u{10000}-\u{10FFFF}]/gu;

/** Text as XML character data. */
export const escapeXml = (value: string): string =>
  value.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/**
 * Truncates to at most `max` characters (the schema's maxLength counts characters, so a
 * surrogate pair is kept whole).
 */
export const clip = (value: string, max: number): string => {
  const chars = [...value];
  return chars.length <= max ? value : chars.slice(0, max).join('');
};

/** `<name>value</name>`, or nothing for an absent value. */
export const el = (name: string, value: string | number | boolean | undefined): string =>
  value === undefined ? '' : `<${name}>${escapeXml(String(value))}</${name}>`;

/** `<name>children</name>` of already written children. */
export const wrap = (name: string, ...children: string[]): string =>
  `<${name}>${children.join('')}</${name}>`;

/** An amount in minor units as a decimal with two places (the schema's Amount2decimals), unsigned. */
export const amount2 = (minor: number): string => {
  const abs = Math.abs(Math.round(minor));
  return `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};
