import { describe, expect, it } from 'vitest';
import { cashAt, tillWorld } from './helpers.ts';

describe('till sessions under concurrency', () => {
  it('lets exactly one of concurrent opens win, and exactly one of concurrent closes', async () => {
    const w = await tillWorld();
    const opens = await Promise.all(
      Array.from({ length: 12 }, (_, i) => w.api.post(`${w.till}/open`, { openingFloat: i })),
    );
    const openStatuses = opens.map((r) => r.status).sort();
    expect(openStatuses.filter((s) => s === 201)).toHaveLength(1);
    expect(openStatuses.filter((s) => s === 409)).toHaveLength(11);
    const winner = opens.find((r) => r.status === 201)!.body;
    expect((await w.api.get(`${w.till}/session`)).body).toMatchObject({
      sessionUid: winner.sessionUid,
      state: 'OPEN',
    });

    const closes = await Promise.all(
      Array.from({ length: 8 }, () => w.api.post(`${w.till}/close`, { counted: [] })),
    );
    expect(closes.map((r) => r.status).filter((s) => s === 200)).toHaveLength(1);
    expect(closes.map((r) => r.status).filter((s) => s === 409)).toHaveLength(7);
    expect((await w.api.get(`${w.till}/sessions`)).body.items).toHaveLength(1);
  });

  it('counts in the close every cash payment that was accepted, and accepts none after it', async () => {
    const w = await tillWorld();
    await w.api.post(`${w.till}/open`, { openingFloat: 100000 });
    // Orders first (they take no till), then payments racing the close.
    const sales = Array.from({ length: 16 }, (_, i) =>
      w.sell(1000 * (i + 1), [cashAt(w.tillUid, 1000 * (i + 1))]),
    );
    const close = new Promise((resolve) => setTimeout(resolve, 150)).then(() =>
      w.api.post(`${w.till}/close`, { counted: [] }),
    );
    const [answers, closed] = await Promise.all([Promise.all(sales), close]);
    expect(closed.status).toBe(200);
    expect(answers.map((a) => a.status).filter((s) => s !== 200 && s !== 409)).toEqual([]);
    const accepted = answers.filter((a) => a.status === 200).map((a) => a.body.grandTotal as number);
    const report = closed.body.report;
    expect(report.receiptsCount).toBe(accepted.length);
    expect(report.cashSettlements).toBe(accepted.reduce((n, x) => n + x, 0));
    expect(report.expectedCash).toBe(100000 + report.cashSettlements);
    // Nothing reached the closed session afterwards.
    expect((await w.api.get(`${w.till}/session`)).body.report).toEqual(report);
  });
});
