import { describe, expect, it } from 'vitest';
import { SendNotificationBody } from '#functions/notifications/notification.schema.ts';
import { outcomeApplies } from '#functions/notifications/notification-model.ts';
import { normalizeRecipient, recipientSearchKey } from '#functions/notifications/recipient.ts';

const paths = (input: unknown) => {
  const result = SendNotificationBody.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.path.join('.'));
};

describe('recipients', () => {
  it('normalises phone numbers to E.164 and refuses invalid ones', () => {
    expect(normalizeRecipient('SMS', '+47 912 34 567')).toEqual({
      ok: true,
      value: '+4791234567',
      key: '+4791234567',
    });
    expect(normalizeRecipient('SMS', '0047 91234567')).toMatchObject({ ok: true, value: '+4791234567' });
    expect(normalizeRecipient('SMS', '+44 20 7183 8750')).toMatchObject({ ok: true, value: '+442071838750' });
    for (const bad of ['91234567', '+47123', 'abc', ''])
      expect(normalizeRecipient('SMS', bad).ok, bad).toBe(false);
  });

  it('validates e-mail addresses and matches them in any case', () => {
    expect(normalizeRecipient('EMAIL', 'Kari@Example.com')).toEqual({
      ok: true,
      value: 'Kari@Example.com',
      key: 'kari@example.com',
    });
    for (const bad of ['kari', 'kari@', '@example.com', 'ka ri@example.com'])
      expect(normalizeRecipient('EMAIL', bad).ok).toBe(false);
    expect(recipientSearchKey('KARI@example.COM')).toBe('kari@example.com');
    expect(recipientSearchKey('+47 912 34 567')).toBe('+4791234567');
  });
});

describe('send body rules', () => {
  const base = { messageType: 'EMAIL', recipient: 'a@example.com' };
  it('needs message or templateType; message wins and template rules are then skipped', () => {
    expect(paths(base)).toEqual(['message']);
    expect(paths({ ...base, message: 'x' })).toEqual([]);
    expect(paths({ ...base, templateType: 'RECEIPT', message: 'x' })).toEqual([]);
  });
  it('checks template references and required data keys', () => {
    expect(paths({ ...base, templateType: 'RECEIPT' })).toEqual(['orderUid']);
    expect(paths({ ...base, templateType: 'CUSTOMER_WELCOME' })).toEqual(['customerUid']);
    expect(paths({ ...base, templateType: 'GENERIC' })).toEqual(['templateData']);
    expect(paths({ ...base, templateType: 'GENERIC', templateData: [{ key: 'body', value: 'b' }] })).toEqual(
      [],
    );
  });
  it('refuses subject on SMS and a bad recipient, listing both', () => {
    expect(paths({ messageType: 'SMS', recipient: 'x', subject: 's', message: 'm' }).sort()).toEqual([
      'recipient',
      'subject',
    ]);
  });
  it('treats empty strings as absent', () => {
    expect(paths({ ...base, message: 'm', customerUid: '', subject: '' })).toEqual([]);
  });
});

describe('state transitions', () => {
  it('moves forward only', () => {
    expect(outcomeApplies('SENT', 'DELIVERED')).toBe(true);
    expect(outcomeApplies('IN_PROGRESS', 'DELIVERED')).toBe(true);
    expect(outcomeApplies('DELIVERED', 'SPAM_COMPLAINT')).toBe(true);
    expect(outcomeApplies('DELIVERED', 'BOUNCED')).toBe(true);
    expect(outcomeApplies('BOUNCED', 'DELIVERED')).toBe(false);
    expect(outcomeApplies('SPAM_COMPLAINT', 'BOUNCED')).toBe(false);
    expect(outcomeApplies('FAILED', 'DELIVERED')).toBe(false);
    expect(outcomeApplies('NOT_STARTED', 'DELIVERED')).toBe(false);
  });
});
