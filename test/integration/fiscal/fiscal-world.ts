import { createPublicKey, verify } from 'node:crypto';
import { client, token, uniqueTenant, uniqueUid } from '#test/support/api.ts';
import { givePaymentMethods } from '#test/support/payment-methods.ts';

/**
 * A tenant with a store on record (company, organisation number, address), an open till and
 * builders for receipts at it; and an independent check of a signature (the string is rebuilt
 * here from the transaction's fields, not taken from the service).
 */
export const fiscalWorld = async () => {
  const tenant = uniqueTenant('fisc');
  const api = client(await token({ tenant, permissions: 'all', access: 'ADMIN' }));
  const storeUid = uniqueUid('store');
  const store = await api.post(`/tenants/${tenant}/stores`, {
    storeUid,
    name: 'Oslo Sentrum',
    number: String(Math.floor(Math.random() * 1e6)),
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
  if (store.status !== 201) throw new Error(`store: ${store.status} ${store.text}`);
  await givePaymentMethods(api, tenant, storeUid, ['pm-cash']);
  const tills = `/tenants/${tenant}/stores/${storeUid}/tills`;
  const addTill = async (number: number) => {
    const res = await api.post(tills, { name: `Kasse ${number}`, number });
    if (res.status !== 201) throw new Error(`till: ${res.status} ${res.text}`);
    const tillUid = res.body.tillUid as string;
    const open = await api.post(`${tills}/${tillUid}/open`, { openingFloat: 100000 });
    if (open.status !== 201) throw new Error(`open: ${open.status} ${open.text}`);
    return tillUid;
  };
  const tillUid = await addTill(1);
  const till = `${tills}/${tillUid}`;
  const receipts = `/tenants/${tenant}/stores/${storeUid}/receipts`;
  /** An order of one line at `itemPrice` (25 % VAT) and a receipt for it with `extra` (settlements, kind). */
  const receipt = async (itemPrice: number, extra: Record<string, unknown> = {}, quantity = 1) => {
    const order = await api.post(`/tenants/${tenant}/stores/${storeUid}/orders`, {
      items: [
        {
          productUid: uniqueUid('p'),
          sku: uniqueUid('sku'),
          name: 'Kaffe Latte',
          quantityOrdered: quantity,
          itemPrice,
          vatCodeUid: 'vat-25',
          vatRate: 2500,
        },
      ],
    });
    if (order.status !== 201) throw new Error(`order: ${order.status} ${order.text}`);
    return api.post(`/tenants/${tenant}/stores/${storeUid}/orders/${order.body.orderUid}/receipts`, extra);
  };
  const cash = (amount: number, at = tillUid) => ({
    storePaymentMethodUid: 'pm-cash',
    settlementCode: 'CASH',
    settlementName: 'Kontant',
    amount,
    status: 'CAPTURED',
    tillUid: at,
  });
  const journal = async (query = '') => {
    const res = await api.get(`${till}/journal?pageSize=500${query}`);
    if (res.status !== 200) throw new Error(`journal: ${res.status} ${res.text}`);
    return res.body.items as Array<Record<string, any>>;
  };
  const transactions = async (at = till) => {
    const res = await api.get(`${at}/transactions?pageSize=500`);
    if (res.status !== 200) throw new Error(`transactions: ${res.status} ${res.text}`);
    return res.body.items as Array<Record<string, any>>;
  };
  const verifyChains = async (at = till) => (await api.get(`${at}/journal/verify`)).body;
  return {
    tenant,
    api,
    storeUid,
    tills,
    tillUid,
    till,
    addTill,
    receipts,
    receipt,
    cash,
    journal,
    transactions,
    verifyChains,
  };
};

const amount = (minor: number) => `${minor < 0 ? '-' : ''}${(Math.abs(minor) / 100).toFixed(2)}`;

/** Whether `x` is signed by the PEM key over previous;date;time;number;gross;net (rebuilt here). */
export const signatureHolds = (x: Record<string, any>, publicKeyPem: string): boolean =>
  verify(
    'sha1',
    Buffer.from(
      [
        x.previousSignature,
        x.transDate,
        x.transTime,
        x.transactionNumber,
        amount(x.grossAmount),
        amount(x.netAmount),
      ].join(';'),
    ),
    createPublicKey(publicKeyPem),
    Buffer.from(x.signature, 'base64'),
  );
