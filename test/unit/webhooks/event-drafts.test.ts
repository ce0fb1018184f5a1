import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { ACTIONS_WITHOUT_SCHEMA, EVENT_SCHEMAS, type EventData } from '#events/catalogue.ts';
import { EnvelopeSchema } from '#events/envelope.ts';
import { type EventDraft, eventItem, eventItems } from '#events/outbox.ts';
import { toEnvelope } from '#events/payload.ts';
import { contactChanged } from '#functions/customers/customer-events.ts';

// The `@ts-expect-error` lines are the type-level half of this file: `npm run typecheck` fails
// when one of them compiles, that is when a wrong payload would be accepted by a producer.

const stock: EventData<'STOCK_CHANGE'> = {
  warehouse: { id: 1, uid: 'wh' },
  product: { id: 2, uid: 'p', sku: 'S' },
  quantityChange: -1,
  quantityAfter: 4,
};

describe('typed event drafts', () => {
  it('type `data` by the schema of the action, less the envelope', () => {
    expectTypeOf<EventData<'STOCK_CHANGE'>>().toEqualTypeOf<{
      warehouse: { id: number; uid: string };
      product: { id: number; uid: string; sku: string };
      quantityChange: number;
      quantityAfter: number;
    }>();
    expectTypeOf<EventData<'CUSTOMER_UPDATE'>>().toHaveProperty('contact');
    expectTypeOf<EventData<'CUSTOMER_UPDATE'>>().not.toHaveProperty('tenant');
    expectTypeOf<EventDraft<'STOCK_CHANGE'>>().toEqualTypeOf<{
      action: 'STOCK_CHANGE';
      tenantUid: string;
      data: EventData<'STOCK_CHANGE'>;
    }>();
  });

  it('leave no action of spec 6.3 without a schema (and none could be given data)', () => {
    expect(ACTIONS_WITHOUT_SCHEMA).toEqual([]);
    expectTypeOf<EventData<(typeof ACTIONS_WITHOUT_SCHEMA)[number]>>().toBeNever();
  });

  it('refuse a wrong member name, a wrong type, a missing member and another action’s data', () => {
    const { warehouse, product } = stock;
    const drafts: EventDraft[] = [
      { action: 'STOCK_CHANGE', tenantUid: 't', data: stock },
      {
        action: 'STOCK_CHANGE',
        tenantUid: 't',
        // @ts-expect-error `quantity` is not a member of STOCK_CHANGE (quantityChange is).
        data: { warehouse, product, quantity: -1, quantityAfter: 4 },
      },
      {
        action: 'STOCK_CHANGE',
        tenantUid: 't',
        // @ts-expect-error quantityAfter is an integer, not a string.
        data: { warehouse, product, quantityChange: -1, quantityAfter: '4' },
      },
      {
        action: 'STOCK_CHANGE',
        tenantUid: 't',
        // @ts-expect-error warehouse is missing.
        data: { product, quantityChange: -1, quantityAfter: 4 },
      },
      // @ts-expect-error the members of STOCK_CHANGE are not those of PRODUCT_CREATE.
      { action: 'PRODUCT_CREATE', tenantUid: 't', data: stock },
    ];
    const update: EventDraft<'CUSTOMER_UPDATE'> = {
      action: 'CUSTOMER_UPDATE',
      tenantUid: 't',
      data: {
        customer: { id: 1, uid: 'c', displayName: 'C' },
        // @ts-expect-error a member of the old shape: `customerContactUid`.
        contact: { customerContactUid: 'k', id: 2, uid: 'k', displayName: 'K', change: 'LINKED' },
      },
    };
    const moved: EventData<'CUSTOMER_UPDATE'> = {
      customer: { id: 1, uid: 'c', displayName: 'C' },
      // @ts-expect-error `change` is one of CONTACT_CHANGES.
      contact: { id: 2, uid: 'k', displayName: 'K', change: 'MOVED' },
    };
    const created = [
      {
        action: 'CUSTOMER_CREATE',
        tenantUid: 't',
        data: { customer: { id: '1', uid: 'c', displayName: 'C' } },
      },
    ] as const;
    // @ts-expect-error the outbox takes typed drafts only: customer.id is an integer.
    const items = eventItems(created);
    expect(drafts).toHaveLength(5);
    expect([update.action, moved.contact?.change, items.length]).toEqual(['CUSTOMER_UPDATE', 'MOVED', 1]);
  });

  it('store `data` as given and deliver it, with the envelope, as the schema describes', () => {
    const draft: EventDraft<'STOCK_CHANGE'> = { action: 'STOCK_CHANGE', tenantUid: 't-acme', data: stock };
    const item = eventItem(draft);
    expect(item.data).toBe(draft.data);
    expect(EVENT_SCHEMAS.STOCK_CHANGE.parse(toEnvelope(item, 1))).toMatchObject(stock);
    const update = contactChanged(
      { tenantUid: 't-acme', customerUid: 'cust-1', displayName: 'Nordlys' },
      { customerContactUid: 'kari', displayName: 'Kari' },
      'LINKED',
    );
    const [stored] = eventItems([update]);
    expect(EVENT_SCHEMAS.CUSTOMER_UPDATE.safeParse(toEnvelope(stored!, 1)).error).toBeUndefined();
  });

  it('rebuild every example from its entity members (the draft carries exactly the non-envelope members)', () => {
    for (const action of Object.keys(EVENT_SCHEMAS) as (keyof typeof EVENT_SCHEMAS)[]) {
      const file = resolve(import.meta.dirname, `../../../events/examples/${action}.json`);
      const example = JSON.parse(readFileSync(file, 'utf8'));
      const data = Object.fromEntries(
        Object.entries(example).filter(([key]) => !(key in EnvelopeSchema.shape)),
      ) as EventData<typeof action>;
      const item = eventItem({ action, tenantUid: example.tenant.uid, data } as EventDraft);
      const payload = toEnvelope(
        { ...item, eventId: example.id, occurredAt: example.occurredAt },
        example.attempt,
      );
      expect(payload, action).toEqual(example);
    }
  });
});
