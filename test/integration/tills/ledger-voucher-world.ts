import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { ensureStore } from '#test/support/stores.ts';

/**
 * A store (of `storeFields`, such as its time zone) whose cash and card methods carry ledger
 * numbers (unless `ledgers` is false), a till, and builders for orders of lines with their own
 * VAT codes (and products, else made up) and receipts at the till.
 */
export const voucherWorld = async (ledgers = true, storeFields: Record<string, unknown> = {}) => {
  const tenant = uniqueTenant('vouch');
  const api = client(await token({ tenant, permissions: 'all', access: 'ADMIN' }));
  const storeUid = await ensureStore(tenant, uniqueUid('store'), storeFields);
  const store = `/tenants/${tenant}/stores/${storeUid}`;
  for (const [code, ledgerNumber] of [
    ['CASH', '1900'],
    ['CARD', '1940'],
  ] as const) {
    const lower = code.toLowerCase();
    const made = await api.post(`/tenants/${tenant}/payment-methods`, {
      tenantPaymentMethodUid: `tpm-${lower}`,
      code,
      name: code === 'CASH' ? 'Cash' : 'Card',
      type: code,
    });
    if (made.status !== 201) throw new Error(`tenant method: ${made.status} ${made.text}`);
    const enabled = await api.post(`${store}/payment-methods`, {
      storePaymentMethodUid: `pm-${lower}`,
      tenantPaymentMethodUid: `tpm-${lower}`,
      ...(ledgers ? { ledgerNumber } : {}),
    });
    if (enabled.status !== 201) throw new Error(`store method: ${enabled.status} ${enabled.text}`);
  }
  const made = await api.post(`${store}/tills`, { name: 'Kasse 1', number: 1 });
  if (made.status !== 201) throw new Error(`till: ${made.status} ${made.text}`);
  const tillUid = made.body.tillUid as string;
  const till = `${store}/tills/${tillUid}`;
  const pay = (code: 'CASH' | 'CARD', amount: number) => ({
    storePaymentMethodUid: `pm-${code.toLowerCase()}`,
    settlementCode: code,
    settlementName: code === 'CASH' ? 'Cash' : 'Card',
    amount,
    status: 'CAPTURED',
    tillUid,
  });
  /** An order of `lines` ([price, VAT code, rate in basis points, quantity, product]) and its receipt paid with `settlements`. */
  const receipt = async (
    lines: ReadonlyArray<readonly [number, string, number, number?, string?]>,
    settlements: Record<string, unknown>[],
  ) => {
    const order = await api.post(`${store}/orders`, {
      items: lines.map(([itemPrice, vatCodeUid, vatRate, quantity, productUid]) => ({
        productUid: productUid ?? uniqueUid('p'),
        sku: uniqueUid('sku'),
        name: 'Ullsokker',
        quantityOrdered: quantity ?? 1,
        itemPrice,
        vatCodeUid,
        vatRate,
      })),
    });
    if (order.status !== 201) throw new Error(`order: ${order.status} ${order.text}`);
    const res = await api.post(`${store}/orders/${order.body.orderUid}/receipts`, { settlements });
    if (res.status !== 200 || res.body.settleState !== 'COMPLETE')
      throw new Error(`receipt: ${res.status} ${res.text}`);
    return res.body;
  };
  return { tenant, api, storeUid, store, tillUid, till, pay, receipt };
};

/** RFC 4180 rows of a CSV text (quoted fields, doubled quotes, CRLF). */
export const parseCsv = (text: string): string[][] => {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
};
