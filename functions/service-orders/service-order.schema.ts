import type { EntityItem } from 'electrodb';
import * as z from 'zod/mini';
import { Amount, singleLine, text, Uid } from '#shared/schema/common.ts';
import { CurrencyCode } from '#shared/schema/retail.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';
import type { ServiceOrderEntity } from './service-order.entity.ts';
import { type Estimate, SERVICE_ORDER_STATES, type ServiceOrderState } from './service-order-rules.ts';

/** Service orders as stored and as the API shows them, and their requests. */

/** Items received on one order, and notes kept on it: enough for any counter, and one item's 400 KB. */
export const MAX_ITEMS = 20;
export const MAX_NOTES = 100;

export const ServiceOrderStateSchema = withMeta(z.enum(SERVICE_ORDER_STATES), { id: 'ServiceOrderState' });

/** The customer's names and contact, copied from the customer when the order is taken in. */
export type ServiceOrderCustomer = {
  displayName: string;
  firstname: string;
  lastname: string;
  companyName: string;
  email: string;
  mobile: string;
};
export type ServiceOrderItemRecord = {
  serviceOrderItemUid: string;
  description: string;
  productUid: string;
  serialNumber: string;
  condition: string;
  accessories: string[];
};
export type ServiceOrderNote = { noteUid: string; text: string; authorUid: string; createdAt: string };
export type StateChange = { state: ServiceOrderState; at: string; by: string };

/** The stored item (REFERENCE_KEYS.serviceOrder): the entity's attributes with the nested members typed. */
export type ServiceOrderRecord = Omit<
  EntityItem<typeof ServiceOrderEntity>,
  'customer' | 'items' | 'estimate' | 'notes' | 'history'
> & {
  customer: ServiceOrderCustomer;
  items: ServiceOrderItemRecord[];
  estimate?: Estimate | undefined;
  notes: ServiceOrderNote[];
  history: StateChange[];
};

const ItemInput = z.object({
  serviceOrderItemUid: described(z.optional(Uid), 'Chosen by the caller, or generated'),
  description: described(
    singleLine(200).check(z.minLength(1)),
    'What was handed in, e.g. "Espresso machine"',
  ),
  productUid: described(z.optional(Uid), 'A product of the catalogue, when the item is one (404 otherwise)'),
  serialNumber: z._default(singleLine(100), ''),
  condition: described(z._default(text(500), ''), 'Its state when received: scratches, missing parts'),
  accessories: described(
    z._default(z.array(singleLine(100).check(z.minLength(1))).check(z.maxLength(20)), []),
    'What came with it',
  ),
});
export type ItemInputValue = z.output<typeof ItemInput>;

const Items = z.array(ItemInput).check(
  z.minLength(1),
  z.maxLength(MAX_ITEMS),
  z.superRefine((items, ctx) => {
    const seen = new Set<string>();
    for (const [i, item] of items.entries()) {
      const uid = item.serviceOrderItemUid;
      if (uid === undefined) continue;
      if (seen.has(uid))
        ctx.addIssue({ code: 'custom', path: [i, 'serviceOrderItemUid'], message: 'appears twice' });
      seen.add(uid);
    }
  }),
);

const EstimateInput = z.object({
  amount: described(Amount.check(z.gte(0), z.lte(100_000_000)), 'Minor units'),
  currency: CurrencyCode,
  approved: described(
    z.optional(z.boolean()),
    'The customer approved it; a changed amount or currency withdraws an approval',
  ),
});

const ProblemDescription = described(text(2000).check(z.minLength(1)), 'What the customer reports');

export const CreateServiceOrderBody = withMeta(
  z.object({
    serviceOrderUid: described(z.optional(Uid), 'Chosen by the caller, or generated'),
    customerUid: described(Uid, 'The customer handing the items in (404 when it does not exist)'),
    items: Items,
    problemDescription: ProblemDescription,
    estimate: z.optional(EstimateInput),
  }),
  {
    id: 'CreateServiceOrder',
    example: {
      customerUid: 'c-1001',
      items: [
        {
          description: 'Espresso machine',
          productUid: 'prod-espresso-2',
          serialNumber: 'EM2-99812',
          condition: 'Scratch on the drip tray',
          accessories: ['Portafilter', 'Power cable'],
        },
      ],
      problemDescription: 'Leaks water when heating up',
      estimate: { amount: 89000, currency: 'NOK' },
    },
  },
);
export type CreateServiceOrderInput = z.output<typeof CreateServiceOrderBody>;

export const UpdateServiceOrderBody = withMeta(
  z.partial(
    z.object({
      items: described(Items, 'Replaces the items; an item keeps its uid when given'),
      problemDescription: ProblemDescription,
      estimate: described(z.nullable(EstimateInput), 'null removes the estimate'),
    }),
  ),
  {
    id: 'UpdateServiceOrder',
    description: 'Partial. Refused (409) once the order is PICKED_UP or CANCELLED.',
    example: { estimate: { amount: 89000, currency: 'NOK', approved: true } },
  },
);
export type UpdateServiceOrderInput = z.output<typeof UpdateServiceOrderBody>;

export const ServiceOrderTransitionBody = withMeta(z.object({ state: ServiceOrderStateSchema }), {
  id: 'ServiceOrderTransition',
  example: { state: 'DIAGNOSING' },
});
export type ServiceOrderTransitionInput = z.output<typeof ServiceOrderTransitionBody>;

export const ServiceOrderNoteBody = withMeta(z.object({ text: text(1000).check(z.minLength(1)) }), {
  id: 'ServiceOrderNoteInput',
  example: { text: 'Customer called: may replace the pump.' },
});
export type ServiceOrderNoteInput = z.output<typeof ServiceOrderNoteBody>;

export const ServiceOrderSearchBody = withMeta(
  z.object({
    storeUids: z.optional(z.array(Uid).check(z.minLength(1), z.maxLength(100))),
    customerUid: z.optional(Uid),
    states: z.optional(z.array(ServiceOrderStateSchema).check(z.minLength(1))),
    serialNumber: described(z.optional(singleLine(100).check(z.minLength(1))), 'Exact, case-insensitive'),
    query: described(
      z.optional(singleLine(200)),
      "Every word contained in the number, the customer's names, e-mail or mobile, an item's description or serial number, or the problem",
    ),
  }),
  {
    id: 'ServiceOrderSearch',
    example: { storeUids: ['store-oslo'], states: ['READY_FOR_PICKUP'], query: 'espresso' },
  },
);
export type ServiceOrderSearchInput = z.output<typeof ServiceOrderSearchBody>;

export const SERVICE_ORDER_SORT = ['createdAt', 'lastModifiedAt'] as const;
