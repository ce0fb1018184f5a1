import { en } from 'zod/locales';
import * as z from 'zod/mini';

/**
 * Schemas are written with `zod/mini` (docs/decisions/bundles.md, "zod/mini"): the same core
 * and parser as classic zod at half its bundle size, its methods on the prototype instead of
 * dozens of closures on every schema. Mini loads no locale of its own: these are the English
 * messages classic zod gives, which problem details quote where a schema sets none.
 */
z.config(en());

/**
 * Whether schemas carry their OpenAPI metadata: `false` in function bundles (infra/bundling.ts
 * defines it), where nothing reads the registry. The document is generated from the sources at
 * build time (`npm run openapi`) and the docs function serves that file, so a deployed function
 * that copied and registered every described schema at import (several hundred in a large group)
 * did that work at each cold start for nothing (docs/decisions/bundles.md).
 */
declare const SCHEMA_META: boolean | undefined;
const schemaMeta = typeof SCHEMA_META === 'undefined' || SCHEMA_META;

/**
 * A copy of `schema` carrying `meta` in the global registry (OpenAPI id, description,
 * example), as classic zod's `.meta()`: the original keeps its own metadata, and copies made
 * from the result inherit all of it but the id. In a function bundle, `schema` itself: it
 * validates the same, and no one reads the metadata there.
 */
export const withMeta = <T extends z.ZodMiniType>(schema: T, meta: z.core.GlobalMeta): T => {
  if (!schemaMeta) return schema;
  const copy = schema.clone();
  z.globalRegistry.add(copy, meta);
  return copy;
};

/** A copy of `schema` with its OpenAPI description, as classic zod's `.describe()`. */
export const described = <T extends z.ZodMiniType>(schema: T, description: string): T =>
  withMeta(schema, { description });

/** `fn` then `schema`, typed as classic zod's `z.preprocess` (the same pipe). */
export const preprocess = <A, U extends z.core.SomeType, B = unknown>(
  fn: (arg: B, ctx: z.core.ParsePayload<unknown>) => A,
  schema: U,
): z.ZodMiniPipe<z.ZodMiniTransform<A, B>, U> =>
  z.pipe(z.transform(fn), schema as never) as unknown as z.ZodMiniPipe<z.ZodMiniTransform<A, B>, U>;
