import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import * as z from 'zod/mini';
import { phoneMetadata } from '#shared/phone-metadata.ts';
import type { MessageType } from './notification-model.ts';

const Email = z.email();

/** A validated recipient: `value` is what is sent to and stored, `key` what search matches on. */
export type Recipient = { ok: true; value: string; key: string } | { ok: false; message: string };

/**
 * Validates and normalises a recipient. SMS: a valid phone number in international format
 * (`+4791234567`, `0047 912 34 567`), stored as E.164. EMAIL: a valid address, stored as given;
 * its search key is lower-cased (mailboxes are matched case-insensitively in practice).
 */
export const normalizeRecipient = (type: MessageType, raw: string): Recipient => {
  const input = raw.trim();
  if (type === 'EMAIL') {
    if (!Email.safeParse(input).success) return { ok: false, message: 'must be a valid e-mail address' };
    return { ok: true, value: input, key: input.toLowerCase() };
  }
  const international = input.startsWith('00') ? `+${input.slice(2)}` : input;
  const phone = parsePhoneNumberFromString(international, phoneMetadata());
  if (!phone?.isValid()) {
    return { ok: false, message: 'must be a valid phone number in international format, e.g. +4791234567' };
  }
  return { ok: true, value: phone.number, key: phone.number };
};

/**
 * The search key of a recipient filter, whatever channel it was sent on: a phone number becomes
 * E.164, anything else is lower-cased.
 */
export const recipientSearchKey = (raw: string): string => {
  const input = raw.trim();
  if (input.includes('@')) return input.toLowerCase();
  const phone = parsePhoneNumberFromString(
    input.startsWith('00') ? `+${input.slice(2)}` : input,
    phoneMetadata(),
  );
  return phone?.isValid() ? phone.number : input.toLowerCase();
};
