import { Readable } from 'node:stream';
import { readStore } from '#functions/stores/store.service.ts';
import { nowIso } from '#shared/clock.ts';
import { UnprocessableError } from '#shared/errors.ts';
import { safTDocumentText } from './saf-t-document.ts';
import type { SaftAddress, SaftHead } from './saf-t-model.ts';
import { todaysSources } from './saf-t-sources.ts';
import { localDateTime, orgNumberOf, periodInstants, safTFileName } from './saf-t-time.ts';
import { clip } from './xml-writer.ts';

/** Bytes the document stream reads ahead of its reader: about one page of transactions. */
const READ_AHEAD_BYTES = 64 * 1024;

/** What the software names itself in the header. */
const SOFTWARE = { desc: 'Retail Commerce API', version: '2.0.0', companyName: 'Retail Commerce' } as const;

/**
 * The SAF-T Cash Register export of a store for the calendar dates `from` to `to` (inclusive, in
 * the store's time zone): the document, streamed as it is read, and its file name. The company is
 * the store's: its address's company name and the organisation number of its VAT number, without
 * which the file cannot be made (422 naming the store).
 */
export const exportSafT = async (
  tenantUid: string,
  storeUid: string,
  from: string,
  to: string,
): Promise<{ stream: Readable; fileName: string }> => {
  const { body: store } = await readStore(tenantUid, storeUid);
  const orgNumber = orgNumberOf(store.address.vatNumber);
  if (!orgNumber) {
    throw new UnprocessableError('the store has no organisation number', {
      errors: [
        {
          path: 'params.storeUid',
          message: 'the store needs address.vatNumber with its organisation number (NO 999 999 999 MVA)',
        },
      ],
    });
  }
  const { fromIso, toIso } = periodInstants(from, to, store.timezone);
  const created = localDateTime(nowIso(), store.timezone);
  const country = /^[A-Z]{2}$/.test(store.address.countryCode.toUpperCase())
    ? store.address.countryCode.toUpperCase()
    : '';
  const address: SaftAddress = {
    streetname: clip(store.address.address, 100),
    city: clip(store.address.city, 50),
    postalCode: clip(store.address.postalCode, 20),
    country,
  };
  const head: SaftHead = {
    fiscalYear: from.slice(0, 4),
    startDate: from,
    endDate: to,
    currency: store.currency,
    createdDate: created.date,
    createdTime: created.time,
    software: SOFTWARE,
    headerComment: clip(`Store ${store.number}: ${store.name}`, 999),
    company: {
      ident: orgNumber,
      name: clip(store.address.companyName || store.name, 100),
      taxRegIdent: `${orgNumber}MVA`,
      address,
    },
    location: { name: clip(store.name, 100), address },
  };
  const sources = await todaysSources(
    { tenantUid, storeUid, timezone: store.timezone, currency: store.currency, fromIso, toIso },
    head,
  );
  return {
    stream: Readable.from(safTDocumentText(sources), { objectMode: false, highWaterMark: READ_AHEAD_BYTES }),
    fileName: safTFileName(orgNumber, created),
  };
};
