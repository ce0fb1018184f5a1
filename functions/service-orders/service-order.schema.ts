import type { EntityItem } from 'electrodb';
import * as z from 'zod';
import { Amount, singleLine, text, Uid } from '#shared/schema/common.ts';
import { CurrencyCode } from '#shared/schema/retail.ts';
import type { ServiceOrderEntity } from './service-order.entity.ts';
import { type Estimate, SERVICE_ORDER_STATES, type ServiceOrderState } from './service-order-rules.ts';

/** Service orders as stored and as the API shows them, and their requests. */

/** Items received on one order, and notes kept on it: enough for any counter, and one item's 400 KB. */
export const MAX_ITEMS = 20;
export const MAX_NOTES = 100;

export const ServiceOrderStateSchema = z.enum(SERVICE_ORDER_STATES).meta({ id: 'ServiceOrderState' });

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
  serviceOrderItemUid: Uid.optional().describe('Chosen by the caller, or generated'),
  description: singleLine(200).min(1).describe('What was handed in, e.g. "Espresso machine"'),
  productUid: Uid.optional().describe('A product of the catalogue, when the item is one (404 otherwise)'),
  serialNumber: singleLine(100).default(''),
  condition: text(500).default('').describe('Its state when received: scratches, missing parts'),
  accessories: z.array(singleLine(100).min(1)).max(20).default([]).describe('What came with it'),
});
export type ItemInputValue = z.output<typeof ItemInput>;

const Items = z
  .array(ItemInput)
  .min(1)
  .max(MAX_ITEMS)
  .superRefine((items, ctx) => {
    const seen = new Set<string>();
    for (const [i, item] of items.entries()) {
      const uid = item.serviceOrderItemUid;
      if (uid === undefined) continue;
      if (seen.has(uid))
        ctx.addIssue({ code: 'custom', path: [i, 'serviceOrderItemUid'], message: 'appears twice' });
      seen.add(uid);
    }
  });

const EstimateInput = z.object({
  amount: Amount.min(0).max(100_000_000).describe('Minor units'),
  currency: CurrencyCode,
  approved: z
    .boolean()
    .optional()
    .describe('The customer approved it; a changed amount or currency withdraws an approval'),
});

const ProblemDescription = text(2000).min(1).describe('What the customer reports');

export const CreateServiceOrderBody = z
  .object({
    serviceOrderUid: Uid.optional().describe('Chosen by the caller, or generated'),
    customerUid: Uid.describe('The customer handing the items in (404 when it does not exist)'),
    items: Items,
    problemDescription: ProblemDescription,
    estimate: EstimateInput.optional(),
  })
  .meta({
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
  });
export type CreateServiceOrderInput = z.output<typeof CreateServiceOrderBody>;

export const UpdateServiceOrderBody = z
  .object({
    items: Items.describe('Replaces the items; an item keeps its uid when given'),
    problemDescription: ProblemDescription,
    estimate: EstimateInput.nullable().describe('null removes the estimate'),
  })
  .partial()
  .meta({
    id: 'UpdateServiceOrder',
    description: 'Partial. Refused (409) once the order is PICKED_UP or CANCELLED.',
    example: { estimate: { amount: 89000, currency: 'NOK', approved: true } },
  });
export type UpdateServiceOrderInput = z.output<typeof UpdateServiceOrderBody>;

export const ServiceOrderTransitionBody = z
  .object({ state: ServiceOrderStateSchema })
  .meta({ id: 'ServiceOrderTransition', example: { state: 'DIAGNOSING' } });
export type ServiceOrderTransitionInput = z.output<typeof ServiceOrderTransitionBody>;

export const ServiceOrderNoteBody = z
  .object({ text: text(1000).min(1) })
  .meta({ id: 'ServiceOrderNoteInput', example: { text: 'Customer called: may replace the pump.' } });
export type ServiceOrderNoteInput = z.output<typeof ServiceOrderNoteBody>;

export const ServiceOrderSearchBody = z
  .object({
    storeUids: z.array(Uid).min(1).max(100).optional(),
    customerUid: Uid.optional(),
    states: z.array(ServiceOrderStateSchema).min(1).optional(),
    serialNumber: singleLine(100).min(1).optional().describe('Exact, case-insensitive'),
    query: singleLine(200)
      .optional()
      .describe(
        "Every word contained in the number, the customer's names, e-mail or mobile, an item's description or serial number, or the problem",
      ),
  })
  .meta({
    id: 'ServiceOrderSearch',
    example: { storeUids: ['store-oslo'], states: ['READY_FOR_PICKUP'], query: 'espresso' },
  });
export type ServiceOrderSearchInput = z.output<typeof ServiceOrderSearchBody>;

export const SERVICE_ORDER_SORT = ['createdAt', 'lastModifiedAt'] as const;
