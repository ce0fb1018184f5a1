import { createHash, createPublicKey, type KeyObject, sign, verify } from 'node:crypto';

/**
 * The signature of a cash-register transaction (Skatteetaten, "Requirements and guidelines for
 * implementing digital signatures in Cash Register Systems"): RSA-1024, PKCS#1 v1.5 over SHA-1
 * of `previous signature;date;time;transaction number;gross;net`, base64. The first transaction
 * of a cash point signs with previous signature "0". Pure: no I/O.
 */

/** The chain's start: the previous signature of a cash point's first transaction. */
export const FIRST_PREVIOUS_SIGNATURE = '0';

/** The time zone of the transaction date and time that are signed (the regulation is Norwegian). */
export const FISCAL_TIME_ZONE = 'Europe/Oslo';

/** The fields that are signed, as they are written into the signed string. */
export type SignedFields = {
  previousSignature: string;
  /** YYYY-MM-DD in Europe/Oslo. */
  transDate: string;
  /** HH:MM:SS in Europe/Oslo. */
  transTime: string;
  /** The cash point's transaction number (1, 2, ...). */
  transactionNumber: number;
  /** Gross (VAT included) in minor units. */
  grossAmount: number;
  /** Net (VAT excluded) in minor units. */
  netAmount: number;
};

/** Minor units as a decimal with two digits and a point: 12345 -> "123.45", -500 -> "-5.00". */
export const decimalAmount = (minor: number): string => {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

// Built on first use, not at import: the first Intl object of a process loads ICU's data (about
// 10 ms), which the requests that write no signature should not wait for at a cold start.
let osloFormat: Intl.DateTimeFormat | undefined;
const osloParts = (): Intl.DateTimeFormat =>
  (osloFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: FISCAL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }));

/** The date and time of an instant in Europe/Oslo, as the signature and SAF-T write them. */
export const localDateTime = (iso: string): { transDate: string; transTime: string } => {
  const parts = Object.fromEntries(
    osloParts()
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return {
    transDate: `${parts.year}-${parts.month}-${parts.day}`,
    transTime: `${parts.hour}:${parts.minute}:${parts.second}`,
  };
};

/** The string that is signed. */
export const signedString = (f: SignedFields): string =>
  [
    f.previousSignature,
    f.transDate,
    f.transTime,
    String(f.transactionNumber),
    decimalAmount(f.grossAmount),
    decimalAmount(f.netAmount),
  ].join(';');

/** Signs the fields with the tenant's private key: base64 of RSA PKCS#1 v1.5 over SHA-1. */
export const signFields = (fields: SignedFields, privateKey: KeyObject): string =>
  sign('sha1', Buffer.from(signedString(fields), 'utf8'), privateKey).toString('base64');

/** Whether `signature` is the signature of `fields` under the public key (PEM). */
export const verifyFields = (fields: SignedFields, signature: string, publicKeyPem: string): boolean => {
  try {
    return verify(
      'sha1',
      Buffer.from(signedString(fields), 'utf8'),
      createPublicKey(publicKeyPem),
      Buffer.from(signature, 'base64'),
    );
  } catch {
    return false;
  }
};

/** The SHA-1 digest that is signed, hex (for an auditor comparing by hand). */
export const signedDigest = (fields: SignedFields): string =>
  createHash('sha1').update(signedString(fields), 'utf8').digest('hex');
