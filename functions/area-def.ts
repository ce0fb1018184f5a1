import type { WebhookAction } from '#events/actions.ts';
import type { FunctionDef, HttpFunctionDef } from './function-def.ts';

/**
 * A stream record an area publishes for other areas: items of the ElectroDB entity `entity`,
 * read by other areas only through `decoder` (a `*-stream.ts` module of the area), never by
 * attribute name.
 */
export type PublishedStream = { entity: string; decoder: string };

/**
 * What an area is, in one file in its folder (`functions/<area>/area.ts`): its functions (HTTP
 * and workers) with their routes and grants, the partition-key patterns of the records it owns
 * (computed from its entities' and modules' key templates), the stream records it publishes with
 * their decoders, and the webhook actions it emits. functions/registry.ts gathers the areas.
 */
export type AreaDef = {
  /** The area's folder under functions/. */
  name: string;
  functions: readonly FunctionDef[];
  /** Leading-key patterns of the records the area owns (`leadingKeys(...)` of its own sources). */
  keys: readonly string[];
  streams?: readonly PublishedStream[];
  events?: readonly WebhookAction[];
};

/** Declares an area; only checks its shape, so an area file reads as a declaration. */
export const defineArea = <const A extends AreaDef>(area: A): A => area;

/** The HTTP functions of an area, whose routes are the area's routes. */
export const areaRoutes = (area: AreaDef): Record<string, HttpFunctionDef['routes'][string]> =>
  Object.assign({}, ...area.functions.flatMap((f) => (f.kind === 'http' ? [f.routes] : []))) as Record<
    string,
    HttpFunctionDef['routes'][string]
  >;
