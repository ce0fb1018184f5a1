import { batchGetItems, type ItemKey } from '#shared/db/batch-get.ts';
import { documentClient, tableName } from '#shared/db/client.ts';
import { GetCommand } from '#shared/db/document-commands.ts';
import { onKey, queryAll } from '#shared/db/query.ts';
import type { TransactOp } from '#shared/db/transaction.ts';
import { ConflictError } from '#shared/errors.ts';
import type { StorePaymentMethodRecord, TenantPaymentMethodRecord } from './payment-method.schema.ts';
import type { PaymentTerminalRecord } from './payment-terminal.schema.ts';

/** Partition-key templates of the payment methods and terminals (shared/db/key-patterns.ts). */
export const PAYMENT_KEYS = {
  tenantMethods: 'T#${tenantUid}#PAYMENTMETHODS',
  storeMethods: 'T#${tenantUid}#STORE#${storeUid}#PAYMENTS',
} as const;

/**
 * I/O of payment methods and terminals: plain items, a tenant's methods in one partition
 * (`T#<t>#PAYMENTMETHODS` / `TPM#<uid>`), a store's methods and terminals in another
 * (`T#<t>#STORE#<s>#PAYMENTS` / `SPM#<uid>`, `TERMINAL#<uid>`). A tenant has tens of methods and a
 * store a handful of each, so every list is one strongly consistent Query.
 */

export const KINDS = {
  tenantMethod: { label: 'tenant payment method', prefix: 'TPM#' },
  storeMethod: { label: 'store payment method', prefix: 'SPM#' },
  terminal: { label: 'payment terminal', prefix: 'TERMINAL#' },
} as const;
export type Kind = keyof typeof KINDS;

const tenantPk = (tenantUid: string) => `T#${tenantUid}#PAYMENTMETHODS`;
const storePk = (tenantUid: string, storeUid: string) => `T#${tenantUid}#STORE#${storeUid}#PAYMENTS`;

/** The key of a record: tenant methods by tenant, store methods and terminals by store. */
export const paymentKey = (kind: Kind, tenantUid: string, storeUid: string, uid: string): ItemKey => ({
  pk: kind === 'tenantMethod' ? tenantPk(tenantUid) : storePk(tenantUid, storeUid),
  sk: `${KINDS[kind].prefix}${uid}`,
});

type RecordOf = {
  tenantMethod: TenantPaymentMethodRecord;
  storeMethod: StorePaymentMethodRecord;
  terminal: PaymentTerminalRecord;
};

const strip = <T>(item: Record<string, unknown>): T => {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as T;
};

export const getPaymentRecord = async <K extends Kind>(
  kind: K,
  tenantUid: string,
  storeUid: string,
  uid: string,
): Promise<RecordOf[K] | undefined> => {
  const { Item } = await documentClient.send(
    new GetCommand({
      TableName: tableName(),
      Key: paymentKey(kind, tenantUid, storeUid, uid),
      ConsistentRead: true,
    }),
  );
  return Item ? strip<RecordOf[K]>(Item) : undefined;
};

/** Records of one kind by uid, in one strongly consistent BatchGet; missing ones are absent. */
export const getPaymentRecords = async <K extends Kind>(
  kind: K,
  tenantUid: string,
  storeUid: string,
  uids: readonly string[],
): Promise<Map<string, RecordOf[K]>> => {
  const items = await batchGetItems(
    uids.map((uid) => paymentKey(kind, tenantUid, storeUid, uid)),
    { consistent: true },
  );
  return new Map(
    items.map((item) => [String(item.sk).slice(KINDS[kind].prefix.length), strip<RecordOf[K]>(item)]),
  );
};

/** The tenant's methods. */
export const listTenantMethods = async (tenantUid: string): Promise<TenantPaymentMethodRecord[]> =>
  (await queryAll(onKey('pk', tenantPk(tenantUid), undefined, true))).map((i) =>
    strip<TenantPaymentMethodRecord>(i),
  );

/** A store's methods and terminals: one Query of the store's payments partition. */
export const listStorePayments = async (
  tenantUid: string,
  storeUid: string,
): Promise<{ methods: StorePaymentMethodRecord[]; terminals: PaymentTerminalRecord[] }> => {
  const items = await queryAll(onKey('pk', storePk(tenantUid, storeUid), undefined, true));
  const of = (prefix: string) => items.filter((i) => String(i.sk).startsWith(prefix));
  return {
    methods: of(KINDS.storeMethod.prefix).map((i) => strip<StorePaymentMethodRecord>(i)),
    terminals: of(KINDS.terminal.prefix).map((i) => strip<PaymentTerminalRecord>(i)),
  };
};

const concurrent = (kind: Kind, uid: string) => () => ConflictError.concurrent(KINDS[kind].label, uid);

/** Puts a new record (409 when the uid is taken) or replaces the version read. */
export const putPaymentRecordOp = <K extends Kind>(
  kind: K,
  record: RecordOf[K] & { storeUid?: string },
  uid: string,
  expectedVersion?: number,
): TransactOp => ({
  item: {
    Put: {
      TableName: tableName(),
      Item: { ...paymentKey(kind, record.tenantUid, record.storeUid ?? '', uid), ...record },
      ConditionExpression: expectedVersion === undefined ? 'attribute_not_exists(pk)' : 'version = :v',
      ...(expectedVersion === undefined ? {} : { ExpressionAttributeValues: { ':v': expectedVersion } }),
    },
  },
  onConditionFailed:
    expectedVersion === undefined
      ? () =>
          new ConflictError(`${KINDS[kind].label} '${uid}' already exists`, {
            errors: [{ path: `body.${uidField(kind)}`, message: 'already exists' }],
          })
      : concurrent(kind, uid),
});

export const deletePaymentRecordOp = (
  kind: Kind,
  tenantUid: string,
  storeUid: string,
  uid: string,
  expectedVersion: number,
): TransactOp => ({
  item: {
    Delete: {
      TableName: tableName(),
      Key: paymentKey(kind, tenantUid, storeUid, uid),
      ConditionExpression: 'version = :v',
      ExpressionAttributeValues: { ':v': expectedVersion },
    },
  },
  onConditionFailed: concurrent(kind, uid),
});

const uidField = (kind: Kind) =>
  kind === 'tenantMethod'
    ? 'tenantPaymentMethodUid'
    : kind === 'storeMethod'
      ? 'storePaymentMethodUid'
      : 'paymentTerminalUid';
