import { Entity } from 'electrodb';
import {
  auditAttributes,
  entityConfig,
  optionalString,
  readOnlyString,
  requiredString,
  SERVICE,
  templateKey,
} from '#shared/db/entity-config.ts';

/**
 * A till (cash register) of a store. Its key is tenant-wide (`T#<t>#TILL#<till>` / `TILL`), like a
 * warehouse's; the till's current session lives in the same partition (`SESSION`) and its closed
 * sessions beside it (`SESSION#<closedAt>#<sessionUid>`), see till-session.repository.ts.
 * gsi1 `T#<t>#TILLS` / `STORE#<s>#<till>` lists a store's tills in one Query (a store has a few).
 *
 * barcodePrinter, receiptPrinter, regularPrinter and appSettings are deprecated (spec 9.4): still
 * stored and answered, with a Deprecation header.
 */
export const TillEntity = new Entity(
  {
    model: { entity: 'till', version: '1', service: SERVICE },
    attributes: {
      tenantUid: readOnlyString,
      tillUid: readOnlyString,
      storeUid: readOnlyString,
      name: requiredString,
      number: { type: 'number', required: true },
      barcodePrinter: optionalString,
      receiptPrinter: optionalString,
      regularPrinter: optionalString,
      appSettings: { type: 'any' },
      ...auditAttributes,
    },
    indexes: {
      primary: {
        pk: templateKey('pk', ['tenantUid', 'tillUid'], 'T#${tenantUid}#TILL#${tillUid}'),
        sk: templateKey('sk', [], 'TILL'),
      },
      byStore: {
        index: 'gsi1',
        pk: templateKey('gsi1pk', ['tenantUid'], 'T#${tenantUid}#TILLS'),
        sk: templateKey('gsi1sk', ['storeUid', 'tillUid'], 'STORE#${storeUid}#${tillUid}'),
      },
    },
  },
  entityConfig(),
);
