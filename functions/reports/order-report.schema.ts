import * as z from 'zod';
import { ORDER_TYPES } from '#functions/sales/orders/order-enums.ts';
import { Amount, Uid } from '#shared/schema/common.ts';
import { ORDER_REPORT_GROUPS } from './report-enums.ts';

/** The order intake report's request and answer (docs/decisions/reports.md). */

const LocalDate = z.iso.date().max(10).meta({ description: 'A calendar date (YYYY-MM-DD) in `timezone`' });

export const OrderReportBody = z
  .object({
    from: LocalDate.describe('First day of the period (inclusive), in `timezone`'),
    to: LocalDate.describe(
      'Last day of the period (inclusive), in `timezone`; at most 731 days after `from`',
    ),
    storeUids: z.array(Uid).min(1).max(500).optional().describe('Only orders of these stores'),
    orderTypes: z
      .array(z.enum(ORDER_TYPES))
      .min(1)
      .max(ORDER_TYPES.length)
      .default(['ORDER'])
      .describe(
        'Only orders of these types (default ORDER: order intake). An ORDER counts at its orderDate (the conversion of the offer it was), an OFFER at its creation',
      ),
    groupBy: z
      .enum(ORDER_REPORT_GROUPS)
      .describe(
        'day, week (ISO weeks, keyed by their Monday) or month of the order in `timezone`; the store; the product group of a line (the product\'s group in the catalogue now, "" for none); the seller of a line (its tenantUserUid)',
      ),
    timezone: z
      .string()
      .max(64)
      .default('UTC')
      .describe('IANA time zone of the days, weeks and months and of `from`/`to` (default UTC)'),
  })
  .meta({
    id: 'OrderReportRequest',
    example: {
      from: '2026-01-01',
      to: '2026-12-31',
      groupBy: 'month',
      timezone: 'Europe/Oslo',
      storeUids: ['store-oslo'],
      orderTypes: ['ORDER'],
    },
  });
export type OrderReportInput = z.output<typeof OrderReportBody>;

export const OrderReportGroupRow = z
  .object({
    key: z
      .string()
      .describe(
        'The day (YYYY-MM-DD), week (its Monday, YYYY-MM-DD), month (YYYY-MM), storeUid, productGroupUid or tenantUserUid',
      ),
    currency: z
      .string()
      .describe('Amounts are summed per currency: a group with orders in two currencies has two rows'),
    count: z
      .int()
      .describe('Orders taken (for productGroup and tenantUser: orders with a line in the group)'),
    gross: Amount.describe('Including VAT, after discounts'),
    net: Amount.describe('gross - vat'),
    vat: Amount,
    discount: Amount.describe('Line discounts given, including VAT'),
    cost: Amount.describe("The lines' cost (itemCost x quantity, excluding VAT)"),
    grossProfit: Amount.describe('net - cost; a line without a cost counts its whole net'),
  })
  .meta({ id: 'OrderReportGroup' });

export const OrderReportResponse = z
  .object({
    from: z.string(),
    to: z.string(),
    timezone: z.string(),
    groupBy: z.enum(ORDER_REPORT_GROUPS),
    storeUids: z.array(z.string()).nullable(),
    orderTypes: z.array(z.enum(ORDER_TYPES)),
    groups: z.array(OrderReportGroupRow).describe('In key order, then currency'),
  })
  .meta({
    id: 'OrderReport',
    example: {
      from: '2026-01-01',
      to: '2026-12-31',
      timezone: 'Europe/Oslo',
      groupBy: 'month',
      storeUids: ['store-oslo'],
      orderTypes: ['ORDER'],
      groups: [
        {
          key: '2026-01',
          currency: 'NOK',
          count: 412,
          gross: 9_873_500,
          net: 7_898_800,
          vat: 1_974_700,
          discount: 120_000,
          cost: 4_100_000,
          grossProfit: 3_798_800,
        },
        {
          key: '2026-02',
          currency: 'NOK',
          count: 389,
          gross: 9_012_250,
          net: 7_209_800,
          vat: 1_802_450,
          discount: 98_500,
          cost: 3_750_000,
          grossProfit: 3_459_800,
        },
      ],
    },
  });
export type OrderReportValue = z.infer<typeof OrderReportResponse>;
export type OrderReportRow = z.infer<typeof OrderReportGroupRow>;

/** The CSV answer (Accept: text/csv), documented by its example. */
export const OrderReportCsv = z.string().meta({
  id: 'OrderReportCsv',
  description:
    'RFC 4180 CSV: a header row (the first column named after groupBy), one row per group and currency, amounts in minor units, CRLF line ends',
  example:
    'month,currency,count,gross,net,vat,discount,cost,grossProfit\r\n2026-01,NOK,412,9873500,7898800,1974700,120000,4100000,3798800\r\n',
});
