import type { EntityItem } from 'electrodb';
import * as z from 'zod/mini';
import { pagingQuery } from '#shared/http/paging.ts';
import { DateTime, emptyAsAbsent, pagedList, singleLine, Uid } from '#shared/schema/common.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';
import type { TillEntity } from './till.entity.ts';

/** Tills (issue 18): request and response schemas and the record type. */

export type TillRecord = EntityItem<typeof TillEntity>;

/** The till properties spec 9.4 deprecates: accepted and answered, with a Deprecation header. */
export const DEPRECATED_TILL_FIELDS = [
  'barcodePrinter',
  'receiptPrinter',
  'regularPrinter',
  'appSettings',
] as const;

const Name = singleLine(200).check(z.trim(), z.minLength(1, 'must not be empty'));
const TillNumber = described(
  z.int().check(z.gte(0), z.lte(1_000_000)),
  'Unique per store (a second till with it is a 409)',
);
const deprecated = (what: string) => ({ deprecated: true, description: `Deprecated (spec 9.4): ${what}` });
const Printer = singleLine(200);
// Flat settings: DynamoDB refuses an empty map key, so a key is 1-128 characters and a value a
// scalar (a nested object could hide an empty key); at most 100 of them.
const AppSettings = z
  .record(
    singleLine(128).check(z.minLength(1, 'must not be empty')),
    z.union([z.string().check(z.maxLength(4000)), z.number(), z.boolean(), z.null()]),
  )
  .check(z.refine((settings) => Object.keys(settings).length <= 100, 'at most 100 settings'));

const deprecatedFields = {
  barcodePrinter: withMeta(z.optional(Printer), deprecated('configure printers on the device instead')),
  receiptPrinter: withMeta(z.optional(Printer), deprecated('configure printers on the device instead')),
  regularPrinter: withMeta(z.optional(Printer), deprecated('configure printers on the device instead')),
  appSettings: withMeta(z.optional(AppSettings), deprecated('free-form settings of the POS app')),
};

export const CreateTillBody = withMeta(
  z.object({
    tillUid: emptyAsAbsent(Uid),
    name: Name,
    number: TillNumber,
    ...deprecatedFields,
  }),
  { id: 'CreateTill', example: { tillUid: 'till-1', name: 'Till 1', number: 1 } },
);
export type CreateTillInput = z.output<typeof CreateTillBody>;

export const UpdateTillBody = withMeta(
  z.object({ name: z.optional(Name), number: z.optional(TillNumber), ...deprecatedFields }),
  { id: 'UpdateTill', example: { name: 'Till 1 (by the door)' } },
);
export type UpdateTillInput = z.output<typeof UpdateTillBody>;

export const TillResponse = withMeta(
  z.object({
    tillUid: z.string(),
    storeUid: z.string(),
    name: z.string(),
    number: z.int(),
    ...deprecatedFields,
    // Settings stored before keys and values were bounded are answered as they are.
    appSettings: withMeta(
      z.optional(z.record(z.string(), z.unknown())),
      deprecated('free-form settings of the POS app'),
    ),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  {
    id: 'Till',
    example: {
      tillUid: 'till-1',
      storeUid: 'oslo-sentrum',
      name: 'Till 1',
      number: 1,
      createdAt: '2026-11-25T08:00:00.000Z',
      lastModifiedAt: '2026-11-25T08:00:00.000Z',
    },
  },
);
export type TillResponseValue = z.infer<typeof TillResponse>;

export const TillListQuery = pagingQuery(['number', 'name', 'tillUid']);
export const TillPage = pagedList(TillResponse, 'TillPage');

export const toTillResponse = (t: TillRecord): TillResponseValue => ({
  tillUid: t.tillUid,
  storeUid: t.storeUid,
  name: t.name,
  number: t.number,
  ...(t.barcodePrinter !== undefined ? { barcodePrinter: t.barcodePrinter } : {}),
  ...(t.receiptPrinter !== undefined ? { receiptPrinter: t.receiptPrinter } : {}),
  ...(t.regularPrinter !== undefined ? { regularPrinter: t.regularPrinter } : {}),
  ...(t.appSettings !== undefined ? { appSettings: t.appSettings as Record<string, unknown> } : {}),
  createdAt: t.createdAt,
  lastModifiedAt: t.lastModifiedAt,
});
