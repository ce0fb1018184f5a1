import { owns, type PlainEntity, recordOf } from './plain-entity.ts';

/**
 * ElectroDB's `entity.parse({ Items })` without ElectroDB (plain-entity.ts; read its header
 * first), for items read some other way than the entity's own query: the raw Queries of a
 * partition that holds several entities' items (a contact with its links, a customer with its
 * links), where each entity picks its records out of the same items, and BatchGets of keys built
 * by hand (orders).
 *
 * parse is more lenient than a query's own read (plain-entity.ts queryRecords, which keeps the
 * entity's identifiers only): it keeps an item that carries the entity's identifiers OR whose
 * primary key reads back through the entity's key templates, as ElectroDB's key deconstructor
 * reads it (each composite one or more characters, the literals in any case). So an item of the
 * entity without identifiers, or of another version of it, is parsed as the entity's; an item of
 * another entity in the partition is not (its sort key differs). The record is the entity's
 * attributes of the item, as every plain read returns it.
 */

type Item = Record<string, unknown>;

/** Stands for a composite attribute in a key built from the entity's template. */
const HOLE = '\u0000';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A key template as ElectroDB's deconstructor matches it: `^T#(.+)#CONTACT#(.+)$`, any case. */
const patternOf = (template: string) =>
  new RegExp(`^${template.split(HOLE).map(escaped).join('(.+)')}$`, 'i');

/**
 * The records of `entity` among `items`, in their order: `entity.parse({ Items: items }).data`.
 * `keyAttributes` are the primary key's composites, which the key templates are read with.
 */
export const parseItems = <R extends object, K extends keyof R, P extends keyof R = never>(
  entity: PlainEntity<R, K, P> & { keyAttributes: readonly K[] },
  items: readonly Item[],
): R[] => {
  const holes = Object.fromEntries(entity.keyAttributes.map((name) => [name, HOLE])) as Pick<R, K>;
  const template = entity.key(holes);
  const pk = patternOf(template.pk);
  const sk = patternOf(template.sk);
  const owned = (item: Item) =>
    owns(entity.identifiers, item) ||
    (typeof item.pk === 'string' && typeof item.sk === 'string' && pk.test(item.pk) && sk.test(item.sk));
  return items.filter(owned).map((item) => recordOf<R>(entity.attributes, item));
};
