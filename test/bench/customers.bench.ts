import type { Section } from './report.ts';
import { benchStack, endpointSamples } from './stack.ts';

const RUNS = 15;
const BACKGROUND_CUSTOMERS = 200;
const BACKGROUND_CONTACTS = 200;

/**
 * Round-trip budget per endpoint (docs/decisions/customers.md). Single-record operations are at
 * most 2; the ones above touch several records by design (noted in the report).
 */
const BUDGET: Record<string, number> = {
  'POST /customers': 1,
  'GET /customers/{c} (no contacts)': 1,
  'GET /customers/{c} (2 contacts)': 2,
  'PUT /customers/{c} (no contacts)': 2,
  'PUT /customers/{c} (rename, 2 contacts)': 3,
  'DELETE /customers/{c} (no contacts)': 2,
  'DELETE /customers/{c} (2 contacts, cascade)': 4,
  'GET /customers (list)': 1,
  'POST /customers/search (query)': 1,
  'POST /customers/search (email)': 1,
  'POST /customer-contacts (no customers)': 1,
  'POST /customer-contacts (2 customers)': 2,
  'GET /customer-contacts/{cc}': 1,
  'PUT /customer-contacts/{cc} (2 customers)': 2,
  'DELETE /customer-contacts/{cc} (2 customers)': 2,
  'GET /customer-contacts/{cc}/customers': 1,
  'POST /customer-contacts/{cc}/customers': 3,
  'DELETE /customer-contacts/{cc}/customers/{c}': 2,
  'GET /customer-contacts (list)': 1,
  'POST /customer-contacts/search (query)': 1,
  'POST /customer-contacts/search (mobile)': 1,
  'GET /customers/{c}/contacts': 1,
  'POST /customers/{c}/contacts': 2,
  'GET /customers/{c}/contacts/{cc}': 1,
  'PUT /customers/{c}/contacts/{cc}': 2,
  'POST .../extensions/{code}': 2,
  'POST .../extensions/{code} (repeat)': 1,
  'DELETE .../extensions/{code}': 2,
  'DELETE /customers/{c}/contacts/{cc}': 2,
};

/**
 * DynamoDB round trips, consumed capacity and latency of every customer and contact endpoint
 * against the shared local stack. The tenant holds 200 customers and 200 contacts, so lists and
 * fuzzy searches read a realistic partition.
 */
export const benchCustomers = async (): Promise<Section[]> => {
  const { token, caller } = await benchStack();
  const tenant = `bench-cu-${Date.now().toString(36)}`;
  const bearer = await token(tenant);
  const customers = `/tenants/${tenant}/customers`;
  const contacts = `/tenants/${tenant}/customer-contacts`;
  const call = caller(bearer);
  const { record, rows } = endpointSamples();
  const customer = async (i: number | string) =>
    (await call('POST', customers, { firstname: `Bench${i}`, lastname: 'Kunde', email: `b${i}@bench.no` }))
      .body.customerUid as string;

  for (let i = 0; i < BACKGROUND_CUSTOMERS; i++) await customer(`bg${i}`);
  for (let i = 0; i < BACKGROUND_CONTACTS; i++) {
    await call('POST', contacts, {
      firstname: `Bg${i}`,
      lastname: 'Kontakt',
      mobile: `4${String(i).padStart(7, '0')}`,
    });
  }

  for (let i = 0; i < RUNS; i++) {
    const created = await call('POST', customers, { firstname: `Run${i}`, lastname: 'Kunde' });
    record('POST /customers', created);
    const c = created.body.customerUid as string;
    record('GET /customers/{c} (no contacts)', await call('GET', `${customers}/${c}`));
    record('PUT /customers/{c} (no contacts)', await call('PUT', `${customers}/${c}`, { city: 'Oslo' }));
    record('DELETE /customers/{c} (no contacts)', await call('DELETE', `${customers}/${c}`));

    const c1 = await customer(`a${i}`);
    const c2 = await customer(`b${i}`);
    const links = { customers: [{ customerUid: c1 }, { customerUid: c2 }] };
    record(
      'POST /customer-contacts (no customers)',
      await call('POST', contacts, { firstname: 'A', lastname: 'B' }),
    );
    const contact = await call('POST', contacts, { firstname: 'Kari', lastname: `N${i}`, ...links });
    record('POST /customer-contacts (2 customers)', contact);
    const cc = contact.body.customerContactUid as string;
    const second = (await call('POST', contacts, { firstname: 'Per', lastname: `H${i}`, ...links })).body
      .customerContactUid as string;
    record('GET /customers/{c} (2 contacts)', await call('GET', `${customers}/${c1}`));
    record(
      'PUT /customers/{c} (rename, 2 contacts)',
      await call('PUT', `${customers}/${c1}`, { lastname: `R${i}` }),
    );
    record('GET /customer-contacts/{cc}', await call('GET', `${contacts}/${cc}`));
    record(
      'PUT /customer-contacts/{cc} (2 customers)',
      await call('PUT', `${contacts}/${cc}`, { email: `k${i}@x.no` }),
    );
    record('GET /customer-contacts/{cc}/customers', await call('GET', `${contacts}/${cc}/customers`));
    const c3 = await customer(`c${i}`);
    record(
      'POST /customer-contacts/{cc}/customers',
      await call('POST', `${contacts}/${cc}/customers`, { customers: [{ customerUid: c3, role: 'ADMIN' }] }),
    );
    record(
      'DELETE /customer-contacts/{cc}/customers/{c}',
      await call('DELETE', `${contacts}/${cc}/customers/${c3}`),
    );
    const scoped = `${customers}/${c2}/contacts`;
    record('GET /customers/{c}/contacts', await call('GET', scoped));
    const own = await call('POST', scoped, {
      firstname: 'Own',
      lastname: `C${i}`,
      role: 'INVOICE_RECIPIENT',
    });
    record('POST /customers/{c}/contacts', own);
    const one = `${scoped}/${own.body.customerContactUid}`;
    record('GET /customers/{c}/contacts/{cc}', await call('GET', one));
    record('PUT /customers/{c}/contacts/{cc}', await call('PUT', one, { mobile: '91234567' }));
    record(
      'POST .../extensions/{code}',
      await call('POST', `${one}/extensions/EXT_INVOICE`, { storeUid: 's1' }),
    );
    record(
      'POST .../extensions/{code} (repeat)',
      await call('POST', `${one}/extensions/EXT_INVOICE`, { storeUid: 's1' }),
    );
    record(
      'DELETE .../extensions/{code}',
      await call('DELETE', `${one}/extensions/EXT_INVOICE`, { storeUid: 's1' }),
    );
    record('DELETE /customers/{c}/contacts/{cc}', await call('DELETE', one));
    record('DELETE /customer-contacts/{cc} (2 customers)', await call('DELETE', `${contacts}/${second}`));
    record('DELETE /customers/{c} (2 contacts, cascade)', await call('DELETE', `${customers}/${c2}`));
  }
  for (let i = 0; i < RUNS; i++) {
    record('GET /customers (list)', await call('GET', `${customers}?pageSize=50`));
    record('POST /customers/search (query)', await call('POST', `${customers}/search`, { query: `bg${i}` }));
    record(
      'POST /customers/search (email)',
      await call('POST', `${customers}/search`, { email: `b${i}@bench.no` }),
    );
    record('GET /customer-contacts (list)', await call('GET', `${contacts}?pageSize=50`));
    record(
      'POST /customer-contacts/search (query)',
      await call('POST', `${contacts}/search`, { query: `bg${i}` }),
    );
    record(
      'POST /customer-contacts/search (mobile)',
      await call('POST', `${contacts}/search`, { mobile: `4${String(i).padStart(7, '0')}` }),
    );
  }

  const { trips, cost } = rows(BUDGET);
  return [
    {
      title: `Customers and contacts: DynamoDB round trips per request (worst of ${RUNS})`,
      rows: trips,
      notes: [
        'Single-record operations are at most 2. Multi-record by design: PUT customer with contacts (+1 Query of its',
        'links), DELETE customer with contacts (+ links Query + contacts BatchGet), POST contact customers (contact',
        'Query and customers BatchGet run in parallel: 2 calls, 1 latency hop).',
      ],
    },
    {
      title: `Customers and contacts: latency p50 and consumed capacity (median of ${RUNS}; local stack)`,
      rows: cost,
      notes: [
        `Lists and fuzzy searches read the tenant's whole index partition once (${BACKGROUND_CUSTOMERS} customers, ` +
          `${BACKGROUND_CONTACTS} contacts here); exact email/mobile searches read one small partition.`,
      ],
    },
  ];
};
