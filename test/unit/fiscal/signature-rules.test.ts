import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  decimalAmount,
  localDateTime,
  signedDigest,
  signedString,
  signFields,
  verifyFields,
} from '#functions/fiscal/signature-rules.ts';

const fields = {
  previousSignature: '0',
  transDate: '2026-11-27',
  transTime: '10:15:00',
  transactionNumber: 1,
  grossAmount: 12345,
  netAmount: 9876,
};

describe('the signature of a cash-register transaction', () => {
  it('writes amounts with two decimals and a point, the sign in front', () => {
    expect([12345, 5, 0, -500, -1, 100000].map(decimalAmount)).toEqual([
      '123.45',
      '0.05',
      '0.00',
      '-5.00',
      '-0.01',
      '1000.00',
    ]);
  });

  it('signs previous signature;date;time;number;gross;net', () => {
    expect(signedString(fields)).toBe('0;2026-11-27;10:15:00;1;123.45;98.76');
    expect(signedDigest(fields)).toMatch(/^[0-9a-f]{40}$/);
  });

  it('takes date and time in Europe/Oslo, summer and winter time alike', () => {
    expect(localDateTime('2026-11-27T23:30:05.000Z')).toEqual({
      transDate: '2026-11-28',
      transTime: '00:30:05',
    });
    expect(localDateTime('2026-07-01T10:00:00.000Z')).toEqual({
      transDate: '2026-07-01',
      transTime: '12:00:00',
    });
  });

  it('verifies with the public key only what was signed, under RSA-1024 and SHA-1', () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const signature = signFields(fields, privateKey);
    // 1024 bits: 128 bytes, 172 characters of base64.
    expect(Buffer.from(signature, 'base64')).toHaveLength(128);
    expect(verifyFields(fields, signature, pem)).toBe(true);
    expect(verifyFields({ ...fields, netAmount: 9877 }, signature, pem)).toBe(false);
    expect(verifyFields({ ...fields, previousSignature: 'x' }, signature, pem)).toBe(false);
    expect(verifyFields(fields, 'not-a-signature', 'not a key')).toBe(false);
  });
});
