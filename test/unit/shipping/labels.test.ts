import { extractText, getDocumentProxy } from 'unpdf';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasValidCheckDigit } from '#functions/shipping/check-digit-rules.ts';
import { LOCAL_GS1_COMPANY_PREFIX, localProvider } from '#functions/shipping/local.provider.ts';
import { request } from './shipment-request.ts';

const book = (parcels = 2) => {
  const reserved: number[] = [];
  const context = {
    reserveSerials: async (count: number) => {
      reserved.push(count);
      return 41;
    },
    credentials: async () => undefined,
  };
  return { reserved, booked: localProvider.book(request(parcels), context) };
};

describe('the local provider', () => {
  afterEach(() => vi.useRealTimers());

  it('draws the same PDF bytes for the same shipment whatever the clock says', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T09:00:00.000Z'));
    const first = (await book(2).booked).pdf!;
    vi.setSystemTime(new Date('2027-03-01T17:30:59.000Z'));
    const second = (await book(2).booked).pdf!;
    expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
  });

  it('numbers each parcel with a valid SSCC-18 from consecutive serials', async () => {
    const { reserved, booked } = book(3);
    const shipment = await booked;
    expect(reserved).toEqual([3]);
    expect(shipment.parcelNumbers).toHaveLength(3);
    shipment.parcelNumbers.forEach((n, i) => {
      expect(n).toMatch(/^\d{18}$/);
      expect(n.slice(1, 8)).toBe(LOCAL_GS1_COMPANY_PREFIX);
      expect(Number(n.slice(8, 17))).toBe(41 + i);
      expect(hasValidCheckDigit(n)).toBe(true);
    });
    expect(shipment.trackingNumber).toBe(shipment.parcelNumbers[0]);
  });

  it('makes a ZPL format a parcel with the addresses and a GS1-128 ^BC barcode of the SSCC', async () => {
    const { zpl, parcelNumbers } = await book(2).booked;
    const formats = zpl!.trim().split(/\n(?=\^XA)/);
    expect(formats).toHaveLength(2);
    formats.forEach((format, i) => {
      expect(format.startsWith('^XA\n')).toBe(true);
      expect(format.endsWith('\n^XZ')).toBe(true);
      expect(format.match(/\^XA/g)).toHaveLength(1);
      expect(format).toContain('^CI28');
      expect(format).toContain('^PW812');
      // Every positioned field (text, rule, barcode) is closed.
      expect(format.match(/\^FO/g)?.length).toBe(format.match(/\^FS/g)?.length);
      const barcode = format.match(/\^BC(N,\d+,[YN],[YN],[YN])\^FD([^^]*)\^FS/);
      expect(barcode?.[2]).toBe(`>;>800${parcelNumbers[i]}`);
      expect(format).toContain('^FDKari Nordmann^FS');
      expect(format).toContain('^FD5003 Bergen^FS');
      expect(format).toContain('^FDNordlys Kaffe Sentrum^FS');
      expect(format).toContain(`Parcel ${i + 1}/2`);
      expect(format).toContain(`^FD(00) ${parcelNumbers[i]}^FS`);
      // ^ ~ _ in text cannot break out of a field: they are ^FH hex escapes.
      expect(format).toContain('^FH_^FDRef Gift _5Ewrap_5F_7E^FS');
    });
  });

  it('makes a PDF a viewer opens: a 4 x 6 inch page a parcel with the label text', async () => {
    const { pdf, parcelNumbers } = await book(2).booked;
    expect(Buffer.from(pdf.slice(0, 5)).toString()).toBe('%PDF-');
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    expect(doc.numPages).toBe(2);
    const page = await doc.getPage(1);
    const [, , width, height] = page.view;
    expect([width, height]).toEqual([288, 432]);
    const { text } = await extractText(doc, { mergePages: false });
    expect(text).toHaveLength(2);
    text.forEach((pageText, i) => {
      for (const expected of [
        'Kari Nordmann',
        'Storgata 5',
        '5003 Bergen',
        'Nordlys Kaffe Sentrum',
        'Order 1001',
      ]) {
        expect(pageText).toContain(expected);
      }
      expect(pageText).toContain(`Parcel ${i + 1}/2`);
      expect(pageText).toContain(`(00) ${parcelNumbers[i]}`);
      expect(pageText).toContain(`Tracking ${parcelNumbers[0]}`);
    });
  });

  it('draws the barcode bars on the PDF page', async () => {
    const { pdf } = await book(1).booked;
    const doc = await getDocumentProxy(new Uint8Array(pdf));
    const ops = await (await doc.getPage(1)).getOperatorList();
    // GS1-128 of an SSCC: 13 symbols of 3 bars and the 4 bars of the stop, plus 3 rules.
    const rectangles = ops.fnArray.filter((fn: number) => fn === 91 /* constructPath */).length;
    expect(rectangles).toBeGreaterThanOrEqual(13 * 3 + 4 + 3);
  });
});
