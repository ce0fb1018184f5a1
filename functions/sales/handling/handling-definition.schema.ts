import * as z from 'zod/mini';
import { DateTime, text, Uid } from '#shared/schema/common.ts';
import { TenantParams, withUids } from '#shared/schema/params.ts';
import { withMeta } from '#shared/schema/zod-helpers.ts';

/** Handling definitions of a tenant (issue 17). Imported by route tables: no config, no SDK. */

export const HandlingParams = withUids(TenantParams, 'handlingUid');

export const HandlingActionDefinition = z.object({
  handlingActionUid: Uid,
  name: text(200).check(z.minLength(1)),
});

export const CreateHandlingBody = withMeta(
  z.object({
    handlingUid: z.optional(Uid),
    name: text(200).check(z.minLength(1)),
    description: z._default(text(2000), ''),
    actions: z.array(HandlingActionDefinition).check(
      z.minLength(1),
      z.maxLength(50),
      z.superRefine((actions, ctx) => {
        actions.forEach((a, i) => {
          if (actions.findIndex((b) => b.handlingActionUid === a.handlingActionUid) !== i)
            ctx.addIssue({
              code: 'custom',
              path: [i, 'handlingActionUid'],
              message: 'is used by another action',
            });
        });
      }),
    ),
  }),
  { id: 'CreateHandling' },
);
export type CreateHandlingInput = z.output<typeof CreateHandlingBody>;

export const HandlingResponse = withMeta(
  z.object({
    handlingUid: Uid,
    name: z.string(),
    description: z.string(),
    actions: z.array(HandlingActionDefinition),
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  { id: 'Handling' },
);

export const HandlingList = withMeta(z.object({ items: z.array(HandlingResponse) }), { id: 'HandlingList' });

export type HandlingRecord = z.output<typeof HandlingResponse> & { tenantUid: string; version: number };

export const toHandlingResponse = ({ tenantUid: _t, version: _v, ...rest }: HandlingRecord) => rest;
