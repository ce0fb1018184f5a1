import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newSigningSecret, signatureOf, signingHeaders } from '#functions/webhooks/signing.ts';

describe('Standard Webhooks signing', () => {
  it('produces headers the independent implementation verifies', () => {
    const secret = newSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const body = JSON.stringify({ id: 'evt_1', action: 'PRODUCT_CREATE' });
    const headers = signingHeaders([secret], 'evt_1', body);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('matches the reference signature for the same id, timestamp and body', () => {
    const secret = newSigningSecret();
    const at = new Date('2026-11-23T10:00:00Z');
    const expected = new Webhook(secret).sign('msg_1', at, '{"a":1}');
    expect(signatureOf(secret, 'msg_1', Math.floor(at.getTime() / 1000), '{"a":1}')).toBe(expected);
  });

  it('signs with every active secret so that either verifies', () => {
    const [a, b] = [newSigningSecret(), newSigningSecret()];
    const headers = signingHeaders([a, b], 'evt_2', '{}');
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(new Webhook(a).verify('{}', headers)).toEqual({});
    expect(new Webhook(b).verify('{}', headers)).toEqual({});
    expect(() => new Webhook(newSigningSecret()).verify('{}', headers)).toThrow();
  });
});
