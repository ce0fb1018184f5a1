import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNotification } from '#functions/notifications/notification.repository.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { DeleteCommand, UpdateCommand } from '#shared/db/document-commands.ts';
import { stack, uniqueUid } from '#test/support/api.ts';
import { orderItem, seededCustomer } from './helpers.ts';

const run = promisify(execFile);
const REPO_ROOT = resolve(import.meta.dirname, '../../..');

// The backfill tool finds the local stack through a stack.json, as `npm start` writes it.
let dataDir = '';
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'rcs-backfill-'));
  const { tableName: table, dynamodbEndpoint } = stack();
  await writeFile(join(dataDir, 'stack.json'), JSON.stringify({ tableName: table, dynamodbEndpoint }));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

const backfill = async (tenant: string, tool = 'infra/tools/backfill-order-refs.ts') =>
  (
    await run(process.execPath, [tool, '--data', dataDir, '--tenant', tenant, '--segments', '2'], {
      cwd: REPO_ROOT,
    })
  ).stdout;

describe('what the export and erase reach beyond the customer-order references and the customer uid', () => {
  it('exports a ledger number set before ledger numbers were indexed by customer, once the backfill wrote the key', async () => {
    const s = await seededCustomer();
    // The ledger item in the store without a store record as it was before the index existed.
    await documentClient.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: { pk: `T#${s.tenant}#STORE#${s.implicitStoreUid}#ACCOUNTING`, sk: `LEDGER#${s.customerUid}` },
        UpdateExpression: 'REMOVE gsi1pk, gsi1sk',
        ConditionExpression: 'attribute_exists(gsi1pk)',
      }),
    );
    const ledgerNumbers = async () =>
      (await s.api.get(`${s.path}/export`)).body.ledgerNumbers.map(
        (l: { ledgerNumber: string }) => l.ledgerNumber,
      );
    expect(await ledgerNumbers()).toEqual(['10001']);

    const tool = 'infra/tools/backfill-ledger-index.ts';
    expect(await backfill(s.tenant, tool)).toMatch(/found 1 ledger numbers without the index key, wrote 1 /);
    expect(await backfill(s.tenant, tool)).toMatch(/found 0 ledger numbers without the index key, wrote 0 /);
    expect((await ledgerNumbers()).sort()).toEqual(['10001', '20002']);
  });

  it('erases an order made before orders left a reference with their customer, once the backfill wrote it', async () => {
    const s = await seededCustomer();
    // The order as it was made before references existed: no item in the customer's partition.
    await documentClient.send(
      new DeleteCommand({
        TableName: tableName(),
        Key: { pk: `T#${s.tenant}#CUSTOMER#${s.customerUid}`, sk: `ORDER#${s.orderUid}` },
      }),
    );
    expect((await s.api.get(`${s.path}/export`)).body.orders).toEqual([]);

    expect(await backfill(s.tenant)).toMatch(/found 1 orders with a customer, wrote 1 missing references/);
    expect(await backfill(s.tenant)).toMatch(/found 1 orders with a customer, wrote 0 missing references/);
    expect((await s.api.get(`${s.path}/export`)).body.orders).toMatchObject([{ orderUid: s.orderUid }]);

    const erased = await s.api.post(`${s.path}/erase`);
    expect(erased.status, erased.text).toBe(200);
    expect(erased.body.changed).toMatchObject({ orders: 1, receipts: 1 });
    const order = await orderItem(s.tenant, s.orderUid);
    expect(order.address).toMatchObject({ displayName: 'Erased', firstname: '', email: '' });
    expect(order.customerWords).toBe('');
  });

  it("exports and erases notifications sent to the customer's e-mail or mobile without its uid, not another customer's", async () => {
    const s = await seededCustomer();
    const send = async (body: Record<string, unknown>) => {
      const res = await s.api.post(`/tenants/${s.tenant}/stores/${s.storeUid}/notifications`, body);
      if (res.status >= 300) throw new Error(`notification: ${res.status} ${res.text}`);
      return res.body.notificationUid as string;
    };
    // The address in another case and the mobile in another format: matched on their search keys.
    const byEmail = await send({
      messageType: 'EMAIL',
      recipient: s.values.email.toUpperCase(),
      subject: 'Your receipt',
      message: `Hello ${s.values.firstname}`,
    });
    const bySms = await send({
      messageType: 'SMS',
      recipient: s.values.mobile.replace('+', '00'),
      message: `Hello ${s.values.firstname}, your order is ready`,
    });
    const other = await s.api.post(`/tenants/${s.tenant}/customers`, {
      customerUid: uniqueUid('c'),
      firstname: 'Other',
      lastname: 'Person',
    });
    const sharedAddress = await send({
      messageType: 'EMAIL',
      recipient: s.values.email,
      subject: 'For the other customer',
      message: 'Shared family address',
      customerUid: other.body.customerUid,
    });

    const exported = (await s.api.get(`${s.path}/export`)).body;
    expect(exported.notifications.map((n: { notificationUid: string }) => n.notificationUid).sort()).toEqual(
      [s.notificationUid, byEmail, bySms].sort(),
    );

    const erased = await s.api.post(`${s.path}/erase`);
    expect(erased.status, erased.text).toBe(200);
    expect(erased.body.changed.notifications).toBe(3);
    for (const uid of [s.notificationUid, byEmail, bySms]) {
      expect(await getNotification(s.tenant, uid, true), uid).toMatchObject({
        recipient: 'Erased',
        message: 'Erased',
      });
    }
    expect(await getNotification(s.tenant, sharedAddress, true)).toMatchObject({
      recipient: s.values.email,
      message: 'Shared family address',
    });
  });
});
