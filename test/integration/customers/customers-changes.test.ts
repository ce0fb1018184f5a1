import { describe, expect, it } from 'vitest';
import { type CustomerTenant, customerTenant, inBatches, newCustomer } from './helpers.ts';

/**
 * Changes since on the customer list (docs/decisions/changes-since.md): `updatedSince` and
 * `cursor` page in (lastModifiedAt, uid) order; paging while customers are created and updated
 * skips none and answers an unchanged one exactly once; bad parameters are 400s naming them; a
 * cursor is bound to its tenant and list.
 */

type Seen = { customerUid: string; lastname: string; lastModifiedAt: string };
type ChangesPage = {
  items: Seen[];
  paging: { pageNumber: number; pageSize: number; totalCount: number; nextCursor?: string | null };
};

const page = async (t: CustomerTenant, query: string): Promise<ChangesPage> => {
  const res = await t.api.get(`${t.customers}?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as ChangesPage;
};

const firstError = async (t: CustomerTenant, query: string) => {
  const res = await t.api.get(`${t.customers}?${query}`);
  expect(res.status, res.text).toBe(400);
  return res.body.errors?.[0]?.path as string;
};

const rename = async (t: CustomerTenant, uid: string, lastname: string) => {
  const res = await t.api.put(`${t.customers}/${uid}`, { lastname });
  expect(res.status, res.text).toBe(200);
};

describe('customer changes since', () => {
  it('pages while customers change: nothing skipped, an unchanged customer once, a changed one again later', async () => {
    const t = await customerTenant();
    const since = new Date().toISOString();
    const before: string[] = [];
    await inBatches(
      Array.from({ length: 25 }, (_, i) => i),
      5,
      async (i) => {
        before[i] = await newCustomer(t, { lastname: `start-${i}` });
      },
    );
    const seen: Seen[] = [];
    const lastName = new Map<string, string>();
    const changedAfterSeen = new Set<string>();
    const created: string[] = [];
    let query = `updatedSince=${encodeURIComponent(since)}&pageSize=7`;
    const pageNumbers: number[] = [];
    let first: ChangesPage | undefined;
    for (let round = 0; ; round++) {
      const p = await page(t, query);
      first ??= p;
      pageNumbers.push(p.paging.pageNumber);
      seen.push(...p.items);
      if (!p.paging.nextCursor) break;
      query = `cursor=${encodeURIComponent(p.paging.nextCursor)}`;
      if (round > 10) throw new Error('the traversal does not end');
      // Writers between pages: a customer already answered, one not reached yet, a new one.
      if (round < 3) {
        const answered = seen[round * 2]!.customerUid;
        const ahead = before.find((u) => !seen.some((s) => s.customerUid === u) && !lastName.has(u))!;
        for (const uid of [answered, ahead]) {
          lastName.set(uid, `changed-${round}-${uid}`);
          await rename(t, uid, lastName.get(uid)!);
        }
        changedAfterSeen.add(answered);
        created.push(await newCustomer(t, { lastname: `new-${round}` }));
      }
    }

    expect(first?.paging.totalCount).toBe(25);
    expect(pageNumbers).toEqual(pageNumbers.map((_, i) => i + 1));
    // Skips nothing: every customer of the tenant, old and new, is answered.
    expect(new Set(seen.map((s) => s.customerUid))).toEqual(new Set([...before, ...created]));
    // Repeats nothing unchanged: a customer is answered once per change at or after `since`
    // that the cursor had not passed, so twice only when it changed after being answered.
    const times = (uid: string) => seen.filter((s) => s.customerUid === uid).length;
    for (const uid of [...before, ...created])
      expect(times(uid), uid).toBe(changedAfterSeen.has(uid) ? 2 : 1);
    // The last answer of a changed customer shows its change.
    for (const [uid, name] of lastName)
      expect(seen.findLast((s) => s.customerUid === uid)?.lastname).toBe(name);
    // In (lastModifiedAt, uid) order throughout.
    const keys = seen.map((s) => `${s.lastModifiedAt}\u0000${s.customerUid}`);
    expect(keys).toEqual([...keys].sort());
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('answers only the changes at or after updatedSince, with the search filters', async () => {
    const t = await customerTenant();
    await newCustomer(t, { lastname: 'old' });
    const since = new Date().toISOString();
    const person = await newCustomer(t, { lastname: 'person' });
    const company = await newCustomer(t, { customerType: 'COMPANY', companyName: 'Changes AS' });
    const listed = await page(t, `updatedSince=${encodeURIComponent(since)}`);
    expect(listed.items.map((c) => c.customerUid).sort()).toEqual([person, company].sort());
    expect(listed.paging).toEqual({ pageNumber: 1, pageSize: 50, totalCount: 2, nextCursor: null });
    const res = await t.api.post(`${t.customers}/search?updatedSince=${encodeURIComponent(since)}`, {
      customerType: 'COMPANY',
    });
    expect(res.status).toBe(200);
    expect(res.body.items.map((c: Seen) => c.customerUid)).toEqual([company]);
    // A time with an offset is the instant it names: `since` written at +01:00, and an hour later.
    const at = (ms: number) =>
      encodeURIComponent(new Date(Date.parse(since) + ms).toISOString().replace('Z', '+01:00'));
    expect((await page(t, `updatedSince=${at(3_600_000)}`)).paging.totalCount).toBe(2);
    expect((await page(t, `updatedSince=${at(7_200_000)}`)).items).toEqual([]);
  });

  it('refuses a bad updatedSince, a bad or edited cursor and a conflicting sort, naming them', async () => {
    const t = await customerTenant();
    const since = encodeURIComponent(new Date(Date.now() - 60_000).toISOString());
    await newCustomer(t);
    await newCustomer(t);
    expect(await firstError(t, 'updatedSince=yesterday')).toBe('query.updatedSince');
    expect(await firstError(t, 'updatedSince=2026-13-01T00:00:00Z')).toBe('query.updatedSince');
    expect(await firstError(t, 'cursor=not-a-cursor')).toBe('query.cursor');
    expect(await firstError(t, `updatedSince=${since}&sortBy=displayName`)).toBe('query.sortBy');
    expect(await firstError(t, `updatedSince=${since}&sortDirection=DESC`)).toBe('query.sortDirection');
    expect(await firstError(t, `updatedSince=${since}&pageSize=10&pageNumber=1002`)).toBe('query.pageNumber');
    const cursor = (await page(t, `updatedSince=${since}&pageSize=1`)).paging.nextCursor!;
    expect(cursor).toMatch(/^cc1\./);
    // Edited: another position in the payload, the seal kept.
    const [v, payload, seal] = cursor.split('.');
    const edited = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8'));
    edited.m = '1970-01-01T00:00:00.000Z';
    const forged = `${v}.${Buffer.from(JSON.stringify(edited)).toString('base64url')}.${seal}`;
    expect(await firstError(t, `cursor=${encodeURIComponent(forged)}`)).toBe('query.cursor');
    expect(await firstError(t, `cursor=${encodeURIComponent(cursor.slice(0, -2))}`)).toBe('query.cursor');
    // The untouched cursor answers the next page.
    expect((await page(t, `cursor=${encodeURIComponent(cursor)}`)).items).toHaveLength(1);
  });

  it("refuses another tenant's cursor and another list's, and never answers another tenant's customers", async () => {
    const a = await customerTenant();
    const b = await customerTenant();
    const since = new Date().toISOString();
    await newCustomer(a);
    await newCustomer(a);
    const mine = await newCustomer(b);
    const cursor = (await page(a, `updatedSince=${encodeURIComponent(since)}&pageSize=1`)).paging.nextCursor!;
    expect(await firstError(b, `cursor=${encodeURIComponent(cursor)}`)).toBe('query.cursor');
    const products = await a.api.get(`/tenants/${a.tenant}/products?cursor=${encodeURIComponent(cursor)}`);
    expect(products.status).toBe(400);
    expect(products.body.errors[0].path).toBe('query.cursor');
    const theirs = await page(b, `updatedSince=${encodeURIComponent(since)}`);
    expect(theirs.items.map((c) => c.customerUid)).toEqual([mine]);
  });
});
