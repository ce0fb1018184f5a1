import * as z from 'zod/mini';
import { ORDER_TYPES } from '#functions/sales/orders/order-enums.ts';
import { Amount, Uid } from '#shared/schema/common.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';
import { ORDER_REPORT_GROUPS } from './report-enums.ts';

/** The order intake report's request and answer (docs/decisions/reports.md). */

const LocalDate = withMeta(z.iso.date().check(z.maxLength(10)), {
  description: 'A calendar date (YYYY-MM-DD) in `timezone`',
});

export const OrderReportBody = withMeta(
  z.object({
    from: described(LocalDate, 'First day of the period (inclusive), in `timezone`'),
    to: described(
      LocalDate,
      'Last day of the period (inclusive), in `timezone`; at most 731 days after `from`',
    ),
    storeUids: described(
      z.optional(z.array(Uid).check(z.minLength(1), z.maxLength(500))),
      'Only orders of these stores',
    ),
    orderTypes: described(
      z._default(z.array(z.enum(ORDER_TYPES)).check(z.minLength(1), z.maxLength(ORDER_TYPES.length)), [
        'ORDER',
      ]),
      'Only orders of these types (default ORDER: order intake). An ORDER counts at its orderDate (the conversion of the offer it was), an OFFER at its creation',
    ),
    groupBy: described(
      z.enum(ORDER_REPORT_GROUPS),
      'day, week (ISO weeks, keyed by their Monday) or month of the order in `timezone`; the store; the product group of a line (the product\'s group in the catalogue now, "" for none); the seller of a line (its tenantUserUid)',
    ),
    timezone: described(
      z._default(z.string().check(z.maxLength(64)), 'UTC'),
      'IANA time zone of the days, weeks and months and of `from`/`to` (default UTC)',
    ),
  }),
  {
    id: 'OrderReportRequest',
    example: {
      from: '2026-01-01',
      to: '2026-12-31',
      groupBy: 'month',
      timezone: 'Europe/Oslo',
      storeUids: ['store-oslo'],
      orderTypes: ['ORDER'],
    },
  },
);
export type OrderReportInput = z.output<typeof OrderReportBody>;

export const OrderReportGroupRow = withMeta(
  z.object({
    key: described(
      z.string(),
      'The day (YYYY-MM-DD), week (its Monday, YYYY-MM-DD), month (YYYY-MM), storeUid, productGroupUid or tenantUserUid',
    ),
    currency: described(
      z.string(),
      'Amounts are summed per currency: a group with orders in two currencies has two rows',
    ),
    count: described(
      z.int(),
      'Orders taken (for productGroup and tenantUser: orders with a line in the group)',
    ),
    gross: described(Amount, 'Including VAT, after discounts'),
    net: described(Amount, 'gross - vat'),
    vat: Amount,
    discount: described(Amount, 'Line discounts given, including VAT'),
    cost: described(Amount, "The lines' cost (itemCost x quantity, excluding VAT)"),
    grossProfit: described(Amount, 'net - cost; a line without a cost counts its whole net'),
  }),
  { id: 'OrderReportGroup' },
);

export const OrderReportResponse = withMeta(
  z.object({
    from: z.string(),
    to: z.string(),
    timezone: z.string(),
    groupBy: z.enum(ORDER_REPORT_GROUPS),
    storeUids: z.nullable(z.array(z.string())),
    orderTypes: z.array(z.enum(ORDER_TYPES)),
    groups: described(z.array(OrderReportGroupRow), 'In key order, then currency'),
  }),
  {
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
  },
);
export type OrderReportValue = z.infer<typeof OrderReportResponse>;
export type OrderReportRow = z.infer<typeof OrderReportGroupRow>;

/** The CSV answer (Accept: text/csv), documented by its example. */
export const OrderReportCsv = withMeta(z.string(), {
  id: 'OrderReportCsv',
  description:
    'RFC 4180 CSV: a header row (the first column named after groupBy), one row per group and currency, amounts in minor units, CRLF line ends',
  example:
    'month,currency,count,gross,net,vat,discount,cost,grossProfit\r\n2026-01,NOK,412,9873500,7898800,1974700,120000,4100000,3798800\r\n',
});
