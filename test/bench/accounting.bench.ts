import type { Section } from './report.ts';
import { benchStack, endpointSamples } from './stack.ts';

const RUNS = 15;
const VAT_CODES = 10;
const MAPPINGS = 50;

/** Round-trip budget per endpoint: the design of docs/decisions/accounting.md. */
const BUDGET: Record<string, number> = {
  'GET entries': 1,
  'POST entry': 1,
  'GET entry': 2,
  'PUT entry': 2,
  'DELETE entry': 2,
  'POST /productGroup (deprecated)': 1,
  'POST /productGroups': 1,
  'GET /productGroups': 1,
  'GET /accountnumbers': 1,
  'PUT /accountnumbers (one field changed)': 2,
  'PUT /accountnumbers (unchanged)': 1,
  'GET /treatcodes': 1,
  'PUT /treatcodes (one field changed)': 2,
  'GET /vatTypes': 1,
  'PUT /vatTypes (one field changed)': 2,
  'GET /customers/{c}': 1,
  'PUT /customers/{c}': 1,
  // GetItem of the customer and of the ledger item (plus one Query when the customer has contacts).
  'GET /customers/{c}/full': 2,
};

const accountNumbers = (customer: string) => ({
  customer,
  customerDummy: '1501',
  error: '7999',
  partlyPaidInvoice: '1502',
  cashfloatDeposit: '1920',
  cashfloatWithdrawal: '1921',
  cashfloatToBank: '1922',
  cashfloatExpenseWithdrawal: '1923',
  cashfloatDiff: '1924',
  vatCodes: Array.from({ length: VAT_CODES }, (_, i) => ({ vatCodeUid: `vat-${i}`, account: `27${i}0` })),
});

/**
 * Round trips, consumed capacity and latency of every accounting endpoint against the shared
 * local stack (x-db-* headers). The read store holds a full configuration: 19 account-number
 * entries, 4 treat codes, 11 VAT types and 50 product-group mappings.
 */
export const benchAccounting = async (): Promise<Section[]> => {
  const { token, caller } = await benchStack();
  const { commit } = await import('#shared/db/transaction.ts');
  const { createCustomerOp } = await import('#functions/customers/customer.repository.ts');
  const tenant = `bench-acc-${Date.now().toString(36)}`;
  const bearer = await token(tenant, { permissions: ['ACCOUNTING_CONFIG'], access: 'STORE' });
  const base = `/tenants/${tenant}/stores/read-store/accountingConfigs`;
  const writes = `/tenants/${tenant}/stores/write-store/accountingConfigs`;
  const call = caller(bearer);

  const now = new Date().toISOString();
  const customerUid = 'bench-customer';
  await commit([
    createCustomerOp({
      tenantUid: tenant,
      customerUid,
      customerType: 'COMPANY',
      displayName: 'Bench AS',
      companyName: 'Bench AS',
      createdAt: now,
      lastModifiedAt: now,
      version: 1,
    }),
  ]);
  await call('PUT', `${base}/accountnumbers`, accountNumbers('1500'));
  await call('PUT', `${base}/treatcodes`, {
    creditLedger: 'K',
    generalLedger: 'G',
    ledger: 'L',
    payment: 'P',
  });
  await call('PUT', `${base}/vatTypes`, {
    balance: 'B',
    vatCodes: Array.from({ length: VAT_CODES }, (_, i) => ({ vatCodeUid: `vat-${i}`, value: `${i}` })),
  });
  for (let i = 0; i < MAPPINGS; i++) {
    await call('POST', `${base}/productGroups`, {
      productGroupUid: `pg-${i}`,
      vatCodeUid: 'vat-1',
      account: '3000',
    });
  }
  await call('PUT', `${base}/customers/${customerUid}`, { ledgerNumber: '10001' });

  const { record, rows } = endpointSamples();

  const uids: string[] = [];
  for (let i = 0; i < RUNS; i++) {
    const created = await call('POST', writes, {
      configType: 'VAT_TYPE_ID',
      key: 'VATCODE',
      vatCodeUid: `b-${i}`,
      value: `${i}`,
    });
    record('POST entry', created);
    uids.push(created.body.accountingConfigUid);
    record(
      'POST /productGroup (deprecated)',
      await call('POST', `${writes}/productGroup`, {
        productGroupUid: `legacy-${i}`,
        vatCodeUid: 'vat-1',
        value: '3000',
      }),
    );
    record(
      'POST /productGroups',
      await call('POST', `${writes}/productGroups`, {
        productGroupUid: `pg-${i}`,
        vatCodeUid: 'vat-1',
        account: '3000',
      }),
    );
  }
  for (const [i, uid] of uids.entries()) {
    record('GET entry', await call('GET', `${writes}/${uid}`));
    record('PUT entry', await call('PUT', `${writes}/${uid}`, { value: `x${i}` }));
    record('DELETE entry', await call('DELETE', `${writes}/${uid}`));
  }
  for (let i = 0; i < RUNS; i++) {
    record('GET entries', await call('GET', base));
    record('GET /productGroups', await call('GET', `${base}/productGroups`));
    record('GET /accountnumbers', await call('GET', `${base}/accountnumbers`));
    record(
      'PUT /accountnumbers (one field changed)',
      await call('PUT', `${base}/accountnumbers`, accountNumbers(`15${i}`)),
    );
    record(
      'PUT /accountnumbers (unchanged)',
      await call('PUT', `${base}/accountnumbers`, accountNumbers(`15${i}`)),
    );
    record('GET /treatcodes', await call('GET', `${base}/treatcodes`));
    record(
      'PUT /treatcodes (one field changed)',
      await call('PUT', `${base}/treatcodes`, {
        creditLedger: 'K',
        generalLedger: 'G',
        ledger: 'L',
        payment: `P${i}`,
      }),
    );
    record('GET /vatTypes', await call('GET', `${base}/vatTypes`));
    record(
      'PUT /vatTypes (one field changed)',
      await call('PUT', `${base}/vatTypes`, {
        balance: `B${i}`,
        vatCodes: Array.from({ length: VAT_CODES }, (_, j) => ({ vatCodeUid: `vat-${j}`, value: `${j}` })),
      }),
    );
    record('GET /customers/{c}', await call('GET', `${base}/customers/${customerUid}`));
    record(
      'PUT /customers/{c}',
      await call('PUT', `${base}/customers/${customerUid}`, { ledgerNumber: `2${i}` }),
    );
    record('GET /customers/{c}/full', await call('GET', `${base}/customers/${customerUid}/full`));
  }

  const { trips, cost } = rows(BUDGET);
  return [
    {
      title: `Accounting: DynamoDB round trips per request (worst of ${RUNS})`,
      rows: trips,
      notes: ['GET of a specialised object is one strongly consistent Query of one sort-key range.'],
    },
    {
      title: `Accounting: latency p50 and consumed capacity (median of ${RUNS}; local stack)`,
      rows: cost,
      notes: [
        `Entry list: ${VAT_CODES * 2 + 9 + 5 + MAPPINGS} entries in one Query; ` +
          'product-group list: the mapping range only; views never read mappings.',
      ],
    },
  ];
};
