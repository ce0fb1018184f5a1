import { median, type Row, type Section } from './report.ts';
import { benchStack } from './stack.ts';

/**
 * Receipt search end to end (seeded through the table and the stream indexer) over 1,000 and
 * 10,000 settled receipts of one tenant, with another tenant's 10,000 as noise: a store + 30-day
 * page, an exact voucher lookup and a customerQuery. Median latency and the table's read units
 * (now only the page's BatchGet); growth from 1k to 10k. The read model at 1M rows is in `scale`.
 */
const RUNS = 15;

type Probe = { name: string; body: (size: number) => Record<string, unknown> };

export const benchReceipts = async (): Promise<Section[]> => {
  const { request, token, stack } = await benchStack();
  // Repositories read the stack's configuration: import them once the stack is up.
  const { seedReceipts, customerWord, awaitIndexedReceipts } = await import('./receipts-seed.ts');
  const tenant = `bench-rcpt-${Date.now().toString(36)}`;
  const noise = `${tenant}-noise`;
  const bearer = await token(tenant);
  const nowMs = Date.now();
  const monthAgo = new Date(nowMs - 30 * 86_400_000).toISOString();
  const probes: Probe[] = [
    { name: 'store + 30 days, page 1', body: () => ({ storeUids: ['store-3'], settledAtFrom: monthAgo }) },
    { name: 'exact voucher', body: () => ({ voucherNumbers: ['42'], storeUids: ['store-3'] }) },
    { name: 'customerQuery', body: () => ({ customerQuery: customerWord(tenant, 17) }) },
  ];
  const measure = async (probe: Probe, size: number) => {
    const ms: number[] = [];
    const rcu: number[] = [];
    let trips = 0;
    let count = 0;
    for (let i = 0; i < RUNS; i++) {
      const res = await request(
        'POST',
        `/tenants/${tenant}/receipts/search?pageSize=50`,
        bearer,
        probe.body(size),
      );
      if (res.status !== 200) throw new Error(`${probe.name}: ${res.status} ${JSON.stringify(res.body)}`);
      ms.push(res.ms);
      rcu.push(res.db.readUnits);
      trips = res.db.roundTrips;
      count = res.body.paging.totalCount;
    }
    return { ms: median(ms), rcu: median(rcu), trips, count };
  };

  const t0 = performance.now();
  await seedReceipts(tenant, 0, 1_000, 2_000, nowMs);
  await awaitIndexedReceipts(stack.search.writerUrl, tenant, 1_000);
  await awaitIndexedReceipts(stack.search.writerUrl, tenant, 1_000, { table: 'receipt_docs' });
  const run = async (size: number) => {
    const out: Array<readonly [string, Awaited<ReturnType<typeof measure>>]> = [];
    for (const p of probes) out.push([p.name, await measure(p, size)]);
    return out;
  };
  const small = await run(1_000);
  await seedReceipts(noise, 0, 10_000, 2_000, nowMs);
  await seedReceipts(tenant, 1_000, 10_000, 2_000, nowMs);
  await awaitIndexedReceipts(stack.search.writerUrl, noise, 10_000);
  await awaitIndexedReceipts(stack.search.writerUrl, tenant, 10_000);
  await awaitIndexedReceipts(stack.search.writerUrl, tenant, 10_000, { table: 'receipt_docs' });
  const seedSeconds = (performance.now() - t0) / 1000;
  const large = await run(10_000);

  const sections: Section[] = [];
  for (const [i, [name, s]] of small.entries()) {
    const l = large[i]![1];
    const exact = name === 'exact voucher';
    const rows: Row[] = [
      { name: '1k: median latency', value: s.ms, unit: 'ms', target: { max: 150 } },
      {
        name: '1k: read units',
        value: s.rcu,
        unit: 'RCU',
        note: `${s.trips} round trips, ${s.count} matches`,
      },
      { name: '10k: median latency', value: l.ms, unit: 'ms', target: { max: exact ? 150 : 800 } },
      {
        name: '10k: read units',
        value: l.rcu,
        unit: 'RCU',
        note: `${l.trips} round trips, ${l.count} matches`,
      },
      {
        name: 'growth 1k->10k (read units)',
        value: l.rcu / Math.max(s.rcu, 0.5),
        unit: 'x',
        ...(exact ? { target: { max: 1.5 } } : {}),
      },
      {
        name: 'growth 1k->10k (latency)',
        value: l.ms / s.ms,
        unit: 'x',
        ...(exact ? { target: { max: 2 } } : {}),
      },
    ];
    sections.push({
      title: `receipt search: ${name}`,
      rows,
      ...(i === 0
        ? {
            notes: [
              `seeded 21,000 receipts in ${seedSeconds.toFixed(0)} s (1k + 9k tenant, 10k noise tenant)`,
            ],
          }
        : {}),
    });
  }
  return sections;
};
