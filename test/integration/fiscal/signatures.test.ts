import { describe, expect, it } from 'vitest';
import { documentClient, tableName } from '#shared/db/client.ts';
import { UpdateCommand } from '#shared/db/document-commands.ts';
import { queryAll } from '#shared/db/query.ts';
import { fiscalWorld, signatureHolds } from './fiscal-world.ts';

describe('signed transactions per cash point', () => {
  it('signs each receipt at a till in order, from previous signature "0", verifiable with the downloadable public key', async () => {
    const w = await fiscalWorld();
    const sale = await w.receipt(12345, { settlements: [w.cash(12345)] });
    expect(sale.status).toBe(200);
    const refund = await w.receipt(5000, { tillUid: w.tillUid }, -1);
    expect(refund.status).toBe(200);
    // Made at no till: not a cash-register transaction, not signed (below: two transactions only).
    expect((await w.receipt(700, {})).status).toBe(200);

    const keys = await w.api.get(`/tenants/${w.tenant}/fiscal/keys`);
    expect(keys.status).toBe(200);
    expect(keys.body.items).toHaveLength(1);
    const key = keys.body.items[0];
    expect(key).toMatchObject({ keyVersion: '1', algorithm: 'RSA-1024-PKCS1-SHA1' });
    expect(key.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----/);

    const xs = await w.transactions();
    expect(xs.map((x) => [x.transactionNumber, x.kind, x.receiptUid])).toEqual([
      [1, 'SALE', sale.body.orderReceiptUid],
      [2, 'RETURN', refund.body.orderReceiptUid],
    ]);
    const [first, second] = xs as [Record<string, any>, Record<string, any>];
    expect(first.previousSignature).toBe('0');
    expect(second.previousSignature).toBe(first.signature);
    // 123.45 gross with 25 % VAT: 98.76 net (VAT 24.69).
    expect(first).toMatchObject({ grossAmount: 12345, netAmount: 12345 - sale.body.items[0].totalVatAmount });
    expect(first.signedString).toBe(
      `0;${first.transDate};${first.transTime};1;123.45;${((12345 - sale.body.items[0].totalVatAmount) / 100).toFixed(2)}`,
    );
    expect(first.transDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(first.transTime).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect(second.signedString).toMatch(/;2;-50\.00;-40\.00$/);
    expect(first.lines[0]).toMatchObject({
      name: 'Kaffe Latte',
      quantity: 1,
      totalPrice: 12345,
      vatRate: 2500,
    });
    expect(first.payments).toEqual([{ settlementCode: 'CASH', settlementName: 'Kontant', amount: 12345 }]);
    for (const x of xs) expect(signatureHolds(x, key.publicKeyPem)).toBe(true);
    // A changed amount no longer verifies.
    expect(signatureHolds({ ...first, grossAmount: 12346 }, key.publicKeyPem)).toBe(false);
    expect(await w.verifyChains()).toMatchObject({ valid: true, transactions: { count: 2, valid: true } });
  });

  it('keeps one unbroken chain under 50 parallel receipts on one till', async () => {
    const w = await fiscalWorld();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => w.receipt(1000 + i, { settlements: [w.cash(1000 + i)] })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const xs = await w.transactions();
    expect(xs.map((x) => x.transactionNumber)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(xs.map((x) => x.previousSignature)).toEqual(['0', ...xs.slice(0, -1).map((x) => x.signature)]);
    expect(new Set(xs.map((x) => x.receiptUid))).toEqual(new Set(answers.map((a) => a.body.orderReceiptUid)));
    const verified = await w.verifyChains();
    expect(verified).toMatchObject({ valid: true, transactions: { count: 50, valid: true } });
    // Open, then one sale event per receipt, each linked to its transaction.
    const sales = (await w.journal()).filter((e) => e.eventCode === '13012');
    expect(sales.map((e) => e.transactionNumber).sort((a, b) => a - b)).toEqual(
      xs.map((x) => x.transactionNumber),
    );
  });

  it('makes a changed transaction evident: its signature no longer verifies', async () => {
    const w = await fiscalWorld();
    await w.receipt(5000, { settlements: [w.cash(5000)] });
    await w.receipt(6000, { settlements: [w.cash(6000)] });
    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :x)',
      ExpressionAttributeValues: { ':pk': `T#${w.tenant}#FISCAL#${w.tillUid}`, ':x': 'X#' },
    });
    expect(items).toHaveLength(2);
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: items[0]!.pk, sk: items[0]!.sk },
        UpdateExpression: 'SET grossAmount = :g',
        ExpressionAttributeValues: { ':g': 500 },
      }),
    );
    expect(await w.verifyChains()).toMatchObject({
      valid: false,
      journal: { valid: true },
      transactions: { valid: false, brokenAt: { number: 1, reason: 'its signature does not verify' } },
    });
  });

  it('keeps tenants apart: another tenant sees neither the till, its transactions nor the keys', async () => {
    const w = await fiscalWorld();
    await w.receipt(5000, { settlements: [w.cash(5000)] });
    const other = await fiscalWorld();
    const foreign = `/tenants/${other.tenant}/stores/${w.storeUid}/tills/${w.tillUid}`;
    expect((await other.api.get(`${foreign}/transactions`)).status).toBe(404);
    expect((await other.api.get(`${foreign}/journal`)).status).toBe(404);
    // Its own keys do not exist until it signs; they are never the first tenant's.
    expect((await other.api.get(`/tenants/${other.tenant}/fiscal/keys`)).body.items).toEqual([]);
    expect((await other.api.get(`/tenants/${w.tenant}/fiscal/keys`)).status).toBe(403);
  });
});
