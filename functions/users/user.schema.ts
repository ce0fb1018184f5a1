import type { EntityItem } from 'electrodb';
import * as z from 'zod/mini';
import { pagingQuery } from '#shared/http/paging.ts';
import { DateTime, emptyAsAbsent, singleLine, Uid } from '#shared/schema/common.ts';
import { described, withMeta } from '#shared/schema/zod-helpers.ts';
import type { UserEntity } from './user.entity.ts';

/** Tenant users (issue 18): request and response schemas and the record type. */

export type UserRecord = EntityItem<typeof UserEntity> & { role: UserRole };

/** What a user may do in the back office and the POS; the tenant access levels of spec 5. */
export const USER_ROLES = ['ADMIN', 'BACKOFFICE', 'STORE'] as const;
export const UserRole = withMeta(z.enum(USER_ROLES), { id: 'UserRole' });
export type UserRole = z.infer<typeof UserRole>;

const Name = singleLine(200).check(z.trim(), z.minLength(1, 'must not be empty'));
/** The short code a user keys in at the till; unique per tenant (a second user with it is a 409). */
const UserCode = singleLine(50).check(
  z.trim(),
  z.minLength(1, 'must not be empty'),
  z.regex(/^[A-Za-z0-9._-]+$/, 'letters, digits, dot, underscore and hyphen only'),
);
const Email = z.string().check(
  z.trim(),
  z.maxLength(254),
  z.refine((v) => v === '' || z.email().safeParse(v).success, 'must be a valid e-mail address'),
);
const Mobile = z
  .string()
  .check(
    z.trim(),
    z.maxLength(32),
    z.regex(/^(\+?[0-9 ]{4,31})?$/, 'must be a phone number: digits, spaces, an optional leading +'),
  );
const Stores = described(z.array(Uid).check(z.maxLength(500)), 'The stores the user works in (storeUid)');

export const CreateUserBody = withMeta(
  z.object({
    tenantUserUid: emptyAsAbsent(Uid),
    displayName: Name,
    userCode: UserCode,
    email: z._default(Email, ''),
    mobile: z._default(Mobile, ''),
    stores: z._default(Stores, []),
    role: z._default(UserRole, 'STORE'),
  }),
  {
    id: 'CreateUser',
    example: {
      tenantUserUid: 'u-kari',
      displayName: 'Kari Nordmann',
      userCode: '1042',
      email: 'kari@example.com',
      mobile: '+4791234567',
      stores: ['oslo-sentrum'],
      role: 'STORE',
    },
  },
);
export type CreateUserInput = z.output<typeof CreateUserBody>;

export const UpdateUserBody = withMeta(
  z.partial(
    z.object({
      displayName: Name,
      userCode: UserCode,
      email: Email,
      mobile: Mobile,
      stores: Stores,
      role: UserRole,
    }),
  ),
  { id: 'UpdateUser', example: { stores: ['oslo-sentrum', 'bergen'], role: 'BACKOFFICE' } },
);
export type UpdateUserInput = z.output<typeof UpdateUserBody>;

export const USER_SORT = ['displayName', 'userCode', 'tenantUserUid', 'createdAt'] as const;

/** GET /users/search (spec 4.8: a GET with query parameters). */
export const UserSearchQuery = z.extend(pagingQuery(USER_SORT), {
  query: described(
    emptyAsAbsent(singleLine(200).check(z.trim())),
    'Words that must each occur (case-insensitive) in the display name, user code or e-mail',
  ),
  storeUid: described(emptyAsAbsent(Uid), 'Only users who work in this store'),
  role: emptyAsAbsent(UserRole),
});
export type UserSearchInput = z.output<typeof UserSearchQuery>;

export const UserResponse = withMeta(
  z.object({
    tenantUserUid: z.string(),
    displayName: z.string(),
    userCode: z.string(),
    email: z.string(),
    mobile: z.string(),
    stores: z.array(z.string()),
    role: UserRole,
    createdAt: DateTime,
    lastModifiedAt: DateTime,
  }),
  {
    id: 'User',
    example: {
      tenantUserUid: 'u-kari',
      displayName: 'Kari Nordmann',
      userCode: '1042',
      email: 'kari@example.com',
      mobile: '+4791234567',
      stores: ['oslo-sentrum'],
      role: 'STORE',
      createdAt: '2026-11-25T08:00:00.000Z',
      lastModifiedAt: '2026-11-25T08:00:00.000Z',
    },
  },
);
export type UserResponseValue = z.infer<typeof UserResponse>;

export const toUserResponse = (u: UserRecord): UserResponseValue => ({
  tenantUserUid: u.tenantUserUid,
  displayName: u.displayName,
  userCode: u.userCode,
  email: u.email,
  mobile: u.mobile,
  stores: u.stores,
  role: u.role,
  createdAt: u.createdAt,
  lastModifiedAt: u.lastModifiedAt,
});
