/**
 * GS1 check digits (mod 10, weights 3 and 1 from the right) and SSCC-18 numbers, the serial
 * shipping container code printed under AI (00) on a parcel label.
 */

/** The GS1 mod-10 check digit of `digits` (the number without its check digit). */
export const gs1CheckDigit = (digits: string): number => {
  if (!/^\d+$/.test(digits)) throw new RangeError('a GS1 number is made of digits only');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    // The rightmost digit weighs 3, the next 1, and so on.
    const weight = (digits.length - i) % 2 === 1 ? 3 : 1;
    sum += Number(digits[i]) * weight;
  }
  return (10 - (sum % 10)) % 10;
};

/** Whether `number` ends in its own GS1 check digit. */
export const hasValidCheckDigit = (number: string): boolean =>
  /^\d{2,}$/.test(number) && gs1CheckDigit(number.slice(0, -1)) === Number(number.at(-1));

/**
 * An SSCC-18: extension digit, GS1 company prefix, serial reference (zero-padded to fill 17
 * digits) and the check digit.
 */
export const sscc = (extension: number, companyPrefix: string, serial: number): string => {
  if (!Number.isInteger(extension) || extension < 0 || extension > 9)
    throw new RangeError('extension is 0-9');
  if (!/^\d{7,10}$/.test(companyPrefix)) throw new RangeError('a GS1 company prefix has 7 to 10 digits');
  const width = 16 - companyPrefix.length;
  const reference = String(serial);
  if (!Number.isSafeInteger(serial) || serial < 0 || reference.length > width)
    throw new RangeError(`the serial reference must fit ${width} digits`);
  const body = `${extension}${companyPrefix}${reference.padStart(width, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
};
