import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, percentile, type Row, type Section } from './report.ts';
import { benchStack } from './stack.ts';

/**
 * Norwegian cash register compliance under load (issue: signed journal and SAF-T export):
 * - what signing costs a receipt: round trips and latency of a receipt at a till (signed and
 *   journaled) against the same receipt made at no till;
 * - 50 receipts at once at one till: all committed, one unbroken chain (journal/verify);
 * - the SAF-T export of a year of one store (BENCH_FISCAL_TRANSACTIONS, 200,000 by default,
 *   seeded through the fiscal area's own signing): throughput, the process's memory while it
 *   streams, and the file validated against Skatteetaten's XSD.
 */
const RUNS = 30;
const PARALLEL = 50;
const YEAR = Number(process.env.BENCH_FISCAL_TRANSACTIONS ?? 200_000);
/** Above this the whole-file XSD check runs out of wasm memory (a 250 MB file did): one month is checked. */
const VALIDATE_WHOLE_MAX_BYTES = 128 * 1024 * 1024;

const storeBody = (storeUid: string) => ({
  storeUid,
  name: 'Oslo Sentrum',
  number: '1',
  currency: 'NOK',
  timezone: 'Europe/Oslo',
  address: {
    companyName: 'Nordlys Kaffe AS',
    vatNumber: '999999999',
    address: 'Karl Johans gate 1',
    city: 'Oslo',
    postalCode: '0154',
    countryCode: 'NO',
  },
});

export const benchFiscal = async (): Promise<Section> => {
  const { stack, token, caller, request } = await benchStack();
  const { seedSignedYear } = await import('./fiscal-seed.ts');
  const { safTSchemaErrors } = await import('#test/support/saf-t-xsd.ts');
  const tenant = `bench-fisc-${Date.now().toString(36)}`;
  const bearer = await token(tenant);
  const call = caller(bearer);
  const storeUid = 'store-1';
  const base = `/tenants/${tenant}/stores/${storeUid}`;
  await call('POST', `/tenants/${tenant}/stores`, storeBody(storeUid));
  // The card method the receipts pay with (every settlement names a store payment method).
  await call('POST', `/tenants/${tenant}/payment-methods`, {
    tenantPaymentMethodUid: 'tpm-card',
    code: 'CARD',
    name: 'Card',
    type: 'CARD',
  });
  await call('POST', `${base}/payment-methods`, {
    storePaymentMethodUid: 'pm-card',
    tenantPaymentMethodUid: 'tpm-card',
  });
  const till = async (number: number, open = true) => {
    const res = await call('POST', `${base}/tills`, { name: `Kasse ${number}`, number });
    const tillUid = res.body.tillUid as string;
    if (open) await call('POST', `${base}/tills/${tillUid}/open`, { openingFloat: 100_000 });
    return tillUid;
  };
  let n = 0;
  /** An order of one line, then its receipt paid by card, at `tillUid` (signed) or at no till. */
  const receipt = async (tillUid: string | undefined) => {
    n += 1;
    const order = await call('POST', `${base}/orders`, {
      items: [
        {
          productUid: `p-${n % 50}`,
          sku: `SKU-${n % 50}`,
          name: 'Kaffe Latte',
          quantityOrdered: 1,
          itemPrice: 4_990,
          vatCodeUid: 'vat-25',
          vatRate: 2500,
        },
      ],
    });
    const settlement = {
      storePaymentMethodUid: 'pm-card',
      settlementCode: 'CARD',
      settlementName: 'Bankkort',
      amount: 4_990,
      status: 'CAPTURED',
      ...(tillUid ? { tillUid } : {}),
    };
    const res = await request('POST', `${base}/orders/${order.body.orderUid}/receipts`, bearer, {
      settlements: [settlement],
      ...(tillUid ? { tillUid } : {}),
    });
    if (res.status >= 300) throw new Error(`receipt: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  };
  const rows: Row[] = [];
  const notes: string[] = [];

  // 1. What signing adds to a receipt: the DynamoDB calls outside the receipt's own commit that
  // touch fiscal records (the cash point's head, the tenant's key), counted on the client the
  // in-process stack uses; and the same receipt at a till and at no till, alternated.
  const { documentClient } = await import('#shared/db/client.ts');
  let fiscalReads = 0;
  const { operationOf } = await import('#shared/db/document-commands.ts');
  const send = documentClient.send.bind(documentClient);
  documentClient.send = (command) => {
    if (operationOf(command) !== 'TransactWriteItems' && JSON.stringify(command.input).includes('#FISCAL'))
      fiscalReads += 1;
    return send(command);
  };
  const tillUid = await till(1);
  await receipt(tillUid); // the tenant's key is made and cached by the first signature
  const signed: number[] = [];
  const unsigned: number[] = [];
  let signedTrips = 0;
  let unsignedTrips = 0;
  const readsBefore = fiscalReads;
  for (let i = 0; i < RUNS; i++) {
    const a = await receipt(tillUid);
    const b = await receipt(undefined);
    signed.push(a.ms);
    unsigned.push(b.ms);
    signedTrips = Math.max(signedTrips, a.db.roundTrips);
    unsignedTrips = Math.max(unsignedTrips, b.db.roundTrips);
  }
  const perReceipt = (fiscalReads - readsBefore) / RUNS;
  rows.push(
    {
      name: 'fiscal reads per signed receipt',
      value: perReceipt,
      unit: 'trips',
      target: { max: 1 },
      note: 'beside the counter read, in parallel: no round trip in series',
    },
    {
      name: 'receipt at a till (signed): p50',
      value: median(signed),
      unit: 'ms',
      note: `p95 ${percentile(signed, 95).toFixed(1)} ms, ${signedTrips} round trips`,
    },
    {
      name: 'receipt at no till: p50',
      value: median(unsigned),
      unit: 'ms',
      note: `p95 ${percentile(unsigned, 95).toFixed(1)} ms, ${unsignedTrips} round trips`,
    },
  );
  notes.push('a receipt at a till also checks the open till and adds to its session: beyond signing');

  // 2. 50 receipts at once at one till: every one committed, the chain unbroken.
  const busy = await till(2);
  const t0 = performance.now();
  const parallel = await Promise.allSettled(Array.from({ length: PARALLEL }, () => receipt(busy)));
  const parallelMs = performance.now() - t0;
  const committed = parallel.filter((r) => r.status === 'fulfilled').length;
  const verify = await call('GET', `${base}/tills/${busy}/journal/verify`);
  const chainOk = verify.body.valid === true && verify.body.transactions.count === committed;
  rows.push({
    name: `${PARALLEL} parallel receipts at one till: committed`,
    value: committed,
    unit: 'receipts',
    target: { min: PARALLEL },
    note: `${parallelMs.toFixed(0)} ms for all`,
  });
  rows.push({
    name: 'chain after them unbroken',
    value: chainOk ? 1 : 0,
    unit: 'yes',
    target: { min: 1 },
    note: `${verify.body.transactions.count} signed, journal ${verify.body.journal.events} events`,
  });

  // 3. A year of one store, exported.
  // A till never opened here: its chain starts with the seeded year (time never goes back in a chain).
  const yearTill = await till(3, false);
  const endMs = Date.now() - 86_400_000;
  const seedSeconds = await seedSignedYear(tenant, storeUid, yearTill, YEAR, endMs, 364);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  const from = day(endMs - 364 * 86_400_000);
  const to = day(endMs);
  const dir = await mkdtemp(join(tmpdir(), 'rcs-saft-'));
  try {
    const file = join(dir, 'year.xml');
    const exported = await exportTo(stack.apiUrl, bearer, `${base}/saf-t?from=${from}&to=${to}`, file);
    rows.push(
      {
        name: `export of ${YEAR.toLocaleString('en')} transactions: throughput`,
        value: exported.bytes / 1_048_576 / exported.seconds,
        unit: 'MB/s',
        target: { min: 5 },
        note: `${(exported.bytes / 1_048_576).toFixed(1)} MB in ${exported.seconds.toFixed(1)} s, first byte ${exported.firstByteMs.toFixed(0)} ms`,
      },
      {
        name: 'memory growth while exporting',
        value: exported.peakGrowthMb,
        unit: 'MB',
        target: { max: 256 },
        note: 'RSS of the process serving it, peak over the start',
      },
    );
    // The whole file when wasm can hold it, else the first month of the same year.
    const whole = exported.bytes <= VALIDATE_WHOLE_MAX_BYTES;
    const checked = whole ? file : join(dir, 'month.xml');
    if (!whole)
      await exportTo(
        stack.apiUrl,
        bearer,
        `${base}/saf-t?from=${from}&to=${day(Date.parse(from) + 30 * 86_400_000)}`,
        checked,
      );
    const errors = await safTSchemaErrors(await readFile(checked, 'utf8'));
    const size = (await stat(checked)).size;
    rows.push({
      name: `XSD validation of the ${whole ? 'whole file' : 'first month'}`,
      value: errors.length,
      unit: 'errors',
      target: { max: 0 },
      note: `${(size / 1_048_576).toFixed(1)} MB checked${errors.length ? `; first: ${errors[0]}` : ''}`,
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  notes.push(
    `seeded ${YEAR.toLocaleString('en')} signed transactions with their journal events in ${seedSeconds.toFixed(0)} s`,
  );
  notes.push('the local stack serves the export in this process: its memory is measured here');
  return { title: 'fiscal: signing and SAF-T export', rows, notes };
};

/**
 * Streams the export at `path` to `file`, sampling this process's RSS (the local stack serves it
 * in-process) every 50 ms: bytes, seconds, first byte and the peak growth over the start.
 */
const exportTo = async (apiUrl: string, bearer: string, path: string, file: string) => {
  const startRss = process.memoryUsage().rss;
  let peak = startRss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const t0 = performance.now();
  try {
    const res = await fetch(`${apiUrl}${path}`, { headers: { authorization: `Bearer ${bearer}` } });
    if (res.status !== 200 || !res.body) throw new Error(`saf-t: ${res.status} ${await res.text()}`);
    let firstByteMs = 0;
    let bytes = 0;
    const out = createWriteStream(file);
    for await (const chunk of res.body as AsyncIterable<Uint8Array>) {
      if (!bytes) firstByteMs = performance.now() - t0;
      bytes += chunk.byteLength;
      if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
    }
    await new Promise<void>((resolve, reject) => out.end((e?: Error | null) => (e ? reject(e) : resolve())));
    return {
      bytes,
      seconds: (performance.now() - t0) / 1000,
      firstByteMs,
      peakGrowthMb: (peak - startRss) / 1_048_576,
    };
  } finally {
    clearInterval(sampler);
  }
};
