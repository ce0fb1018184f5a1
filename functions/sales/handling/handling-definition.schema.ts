import * as z from 'zod';
import { DateTime, text, Uid } from '#shared/schema/common.ts';
import { TenantParams, withUids } from '#shared/schema/params.ts';

/** Handling definitions of a tenant (issue 17). Imported by route tables: no config, no SDK. */

export const HandlingParams = withUids(TenantParams, 'handlingUid');

export const HandlingActionDefinition = z.object({ handlingActionUid: Uid, name: text(200).min(1) });

export const CreateHandlingBody = z
  .object({
    handlingUid: Uid.optional(),
    name: text(200).min(1),
    description: text(2000).default(''),
    actions: z
      .array(HandlingActionDefinition)
      .min(1)
      .max(50)
      .superRefine((actions, ctx) => {
        actions.forEach((a, i) => {
          if (actions.findIndex((b) => b.handlingActionUid === a.handlingActionUid) !== i)
            ctx.addIssue({
              code: 'custom',
              path: [i, 'handlingActionUid'],
              message: 'is used by another action',
            });
        });
      }),
  })
  .meta({ id: 'CreateHandling' });
export type CreateHandlingInput = z.output<typeof CreateHandlingBody>;

export const HandlingResponse = z
  .object({
    handlingUid: Uid,
    name: z.string(),
    description: z.string(),
    actions: z.array(HandlingActionDefinition),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  })
  .meta({ id: 'Handling' });

export const HandlingList = z.object({ items: z.array(HandlingResponse) }).meta({ id: 'HandlingList' });

export type HandlingRecord = z.output<typeof HandlingResponse> & { tenantUid: string; version: number };

export const toHandlingResponse = ({ tenantUid: _t, version: _v, ...rest }: HandlingRecord) => rest;
