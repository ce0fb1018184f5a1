/**
 * IAM leading-key patterns (dynamodb:LeadingKeys, StringLike) computed from the key templates the
 * code writes with: the ElectroDB entities' own partition-key templates, and the templates a
 * module that writes keys by hand exports beside its builder. A function's grant lists the
 * sources it touches (functions/registry.ts); no pattern is written by hand.
 */

/** An entity as ElectroDB keeps its model: each index's partition key with its template. */
export type EntityKeys = {
  schema: { model: { entity: string }; indexes: Record<string, { pk: { template?: string } }> };
};

/** What a grant names: an entity (every index's partition key) or templates written by hand. */
export type KeySource = EntityKeys | string | readonly string[];

/** The pattern of one template: each `${attribute}` is any text (`*`); `*` and `?` never occur in keys. */
export const keyPattern = (template: string): string => template.replace(/\$\{[^}]*\}/g, '*');

/** The partition-key templates of an entity, one per index; an index without a template is an error. */
export const entityKeyTemplates = (entity: EntityKeys): string[] =>
  Object.entries(entity.schema.indexes).map(([name, index]) => {
    const { template } = index.pk;
    if (!template) throw new Error(`${entity.schema.model.entity}.${name} has no key template`);
    return template;
  });

/** The partition-key templates of some of an entity's indexes (a function that queries only those). */
export const indexKeyTemplates = (entity: EntityKeys, ...indexes: readonly string[]): string[] =>
  indexes.map((name) => {
    const template = entity.schema.indexes[name]?.pk.template;
    if (!template) throw new Error(`${entity.schema.model.entity} has no index ${name} with a key template`);
    return template;
  });

/** IAM StringLike: `*` is any run of characters, `?` one character. */
export const matchesPattern = (pattern: string, value: string): boolean =>
  new RegExp(
    `^${pattern
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replaceAll('*', '.*')
      .replaceAll('?', '.')}$`,
  ).test(value);

/**
 * The sorted leading-key patterns of every key the sources can write or query, without a
 * pattern another one already covers (keys hold no `*`, so a pattern that matches another's text
 * matches every key of it): the policy stays as short as the grant allows.
 */
export const leadingKeys = (...sources: readonly KeySource[]): string[] => {
  const templates = sources.flatMap((s) =>
    typeof s === 'string' ? [s] : 'schema' in s ? entityKeyTemplates(s) : [...s],
  );
  const patterns = [...new Set(templates.map(keyPattern))];
  return patterns.filter((p) => !patterns.some((q) => q !== p && matchesPattern(q, p))).sort();
};
