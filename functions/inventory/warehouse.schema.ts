import type { EntityItem } from 'electrodb';
import * as z from 'zod/mini';
import { pagingQuery } from '#shared/http/paging.ts';
import { DateTime, pagedList, text, Uid } from '#shared/schema/common.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';
import type { WarehouseEntity } from './warehouse.entity.ts';

/** The warehouse as stored: the entity's attributes. */
export type WarehouseRecord = EntityItem<typeof WarehouseEntity>;

export const CreateWarehouseBody = withMeta(
  z.object({
    warehouseUid: described(z.optional(Uid), 'Chosen by the caller, or generated'),
    name: text(200).check(z.minLength(1)),
    allowNegativeStock: z._default(z.boolean(), false),
  }),
  { id: 'CreateWarehouse' },
);
export type CreateWarehouseInput = z.output<typeof CreateWarehouseBody>;

export const UpdateWarehouseBody = withMeta(
  z.partial(z.object({ name: text(200).check(z.minLength(1)), allowNegativeStock: z.boolean() })),
  { id: 'UpdateWarehouse' },
);
export type UpdateWarehouseInput = z.output<typeof UpdateWarehouseBody>;

export const WarehouseResponse = withMeta(
  z.object({
    warehouseUid: z.string(),
    storeUid: z.string(),
    name: z.string(),
    allowNegativeStock: z.boolean(),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  {
    id: 'Warehouse',
    example: {
      warehouseUid: 'wh-sentrum',
      storeUid: 'oslo-sentrum',
      name: 'Sentrum backroom',
      allowNegativeStock: false,
      createdAt: '2026-11-23T09:00:00.000Z',
      lastModifiedAt: '2026-11-23T09:00:00.000Z',
    },
  },
);
export type WarehouseResponseValue = z.infer<typeof WarehouseResponse>;

export const WarehouseListQuery = pagingQuery(['name', 'warehouseUid', 'createdAt']);
export const WarehousePage = pagedList(WarehouseResponse, 'WarehousePage');

export const toWarehouseResponse = (w: WarehouseRecord): WarehouseResponseValue => ({
  warehouseUid: w.warehouseUid,
  storeUid: w.storeUid,
  name: w.name,
  allowNegativeStock: w.allowNegativeStock,
  createdAt: w.createdAt,
  lastModifiedAt: w.lastModifiedAt,
});
