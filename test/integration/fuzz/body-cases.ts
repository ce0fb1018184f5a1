import fc from 'fast-check';
import { malformedJson, oddJsonText, wrongContentType } from './bad-bodies.ts';
import { oddKey, oddString, oddValue, wrongType } from './bad-values.ts';
import type { Schema } from './spec.ts';
import { validValue } from './valid-values.ts';

/** A request body as it goes on the wire, and why it was chosen. */
export type BodyCase = { kind: string; raw: string; contentType: string };

const JSON_TYPE = 'application/json';

type Path = Array<string | number>;

/** Every node below the root of a JSON value, as key paths (objects and arrays both). */
const nodePaths = (value: unknown, prefix: Path = []): Path[] => {
  if (value === null || typeof value !== 'object') return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return entries.flatMap(([k, v]) => [[...prefix, k], ...nodePaths(v, [...prefix, k])]);
};

/** Returns a copy of `value` with the node at `path` replaced (or, with `remove`, deleted). */
const setAt = (value: unknown, path: Path, replacement: unknown, remove = false): unknown => {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy: any = Array.isArray(value) ? [...value] : { ...(value as object) };
  if (rest.length === 0 && remove) {
    if (Array.isArray(copy)) copy.splice(head as number, 1);
    else delete copy[head as string];
  } else {
    // defineProperty, not assignment: a fuzzed key such as `__proto__` must become a real field.
    Object.defineProperty(copy, head as string, {
      value: setAt(copy[head as string], rest, replacement, remove),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return copy;
};

/** The first object at `path` or above it, where an extra key can go. */
const objectPaths = (value: unknown): Path[] => [
  [],
  ...nodePaths(value).filter((p) => {
    let v: any = value;
    for (const k of p) v = v?.[k];
    return v !== null && typeof v === 'object' && !Array.isArray(v);
  }),
];

const json = (kind: string, value: unknown): BodyCase => ({
  kind,
  raw: JSON.stringify(value) ?? 'null',
  contentType: JSON_TYPE,
});

/**
 * Bad and odd bodies for one schema, weighted towards cheap refusals: one node of a valid-ish body
 * replaced by a wrong type, one required field dropped, extra fields, wrong root types, malformed
 * or odd JSON text, wrong content types and (rarely, as they are 1 MiB each) oversized bodies.
 */
export const bodyCases = (schema: Schema): fc.Arbitrary<BodyCase> => {
  const valid = validValue(schema);
  const required = schema.required ?? [];
  return fc.oneof(
    { weight: 3, arbitrary: valid.map((v) => json('body.valid-ish', v)) },
    {
      weight: 6,
      arbitrary: fc.tuple(valid, fc.nat(), oddValue).map(([v, i, bad]) => {
        const paths = nodePaths(v);
        const props = Object.keys(schema.properties ?? {});
        // An empty sample has no node to replace: put the odd value into a declared field instead.
        const path =
          paths.length > 0 ? paths[i % paths.length]! : props.length ? [props[i % props.length]!] : [];
        return json('body.odd-node', setAt(v, path, bad));
      }),
    },
    ...(required.length > 0
      ? [
          {
            weight: 2,
            arbitrary: fc
              .tuple(valid, fc.constantFrom(...required))
              .map(([v, key]) => json('body.missing-required', setAt(v, [key], undefined, true))),
          },
        ]
      : []),
    {
      weight: 2,
      arbitrary: fc.tuple(valid, fc.nat(), oddKey, oddValue).map(([v, i, key, bad]) => {
        const targets = objectPaths(v);
        return json('body.extra-field', setAt(v, [...targets[i % targets.length]!, key], bad));
      }),
    },
    { weight: 2, arbitrary: wrongType.map((v) => json('body.root-wrong-type', v)) },
    {
      weight: 2,
      arbitrary: malformedJson.map((raw) => ({ kind: 'body.malformed', raw, contentType: JSON_TYPE })),
    },
    {
      weight: 1,
      arbitrary: oddJsonText.map((raw) => ({ kind: 'body.odd-json', raw, contentType: JSON_TYPE })),
    },
    {
      weight: 2,
      arbitrary: fc.tuple(valid, wrongContentType).map(([v, contentType]) => ({
        kind: 'body.content-type',
        raw: JSON.stringify(v) ?? '{}',
        contentType,
      })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, oddString).map(([v, s]) => ({
        ...json('body.huge-field', v),
        // A field just under the 1 MiB limit in total would be slow; 100 kB fields are enough to
        // reach every maxLength check.
        raw: JSON.stringify(setAt(v, [Object.keys(schema.properties ?? { note: 0 })[0] ?? 'note'], s)),
      })),
    },
  );
};

/** A body over the 1 MiB limit: rare, since each one costs a megabyte on the wire. */
export const oversizedBody: fc.Arbitrary<BodyCase> = fc
  .constantFrom(1024 * 1024 + 1, 2 * 1024 * 1024)
  .map((size) => ({
    kind: 'body.oversized',
    raw: JSON.stringify({ pad: 'x'.repeat(size) }),
    contentType: JSON_TYPE,
  }));
