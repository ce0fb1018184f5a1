import { describe, expect, it } from 'vitest';
import { FUNCTIONS, type StreamFunctionDef, streamRecordMatches } from '#functions/registry.ts';
import { streamFilterPatterns } from '#infra/constructs/event-sources.ts';
import { FIXTURE_FUNCTIONS } from './fixture-functions.ts';

// Lambda applies the event filters in AWS; the local poller applies streamRecordMatches. The two
// must select the same records: checked here on every combination of event name and images.

/** Lambda's filter semantics for the subset we use: exact string lists and nested objects. */
const patternMatches = (pattern: unknown, value: unknown): boolean => {
  if (Array.isArray(pattern)) return typeof value === 'string' && pattern.includes(value);
  if (pattern && typeof pattern === 'object') {
    if (!value || typeof value !== 'object') return false;
    return Object.entries(pattern).every(([key, inner]) =>
      patternMatches(inner, (value as Record<string, unknown>)[key]),
    );
  }
  return false;
};
const passes = (def: StreamFunctionDef, record: StreamRecord) =>
  streamFilterPatterns(def).some((pattern) => patternMatches(pattern, record));

type StreamRecord = Parameters<typeof streamRecordMatches>[1];
const IMAGES: Array<Record<string, object> | undefined> = [
  undefined,
  {},
  { recordType: { S: 'THING_SEARCH' } },
  { recordType: { S: 'EVENT' } },
  { recordType: { S: 'OTHER' } },
  { recordType: { N: '1' } },
  { __edb_e__: { S: 'thing' } },
  { __edb_e__: { S: 'part' } },
  { __edb_e__: { S: 'stranger' } },
  { recordType: { S: 'OTHER' }, __edb_e__: { S: 'part' } },
  { recordType: { S: 'THING_SEARCH' }, __edb_e__: { S: 'stranger' } },
];
const RECORDS: StreamRecord[] = ['INSERT', 'MODIFY', 'REMOVE'].flatMap((eventName) =>
  IMAGES.flatMap((NewImage) =>
    IMAGES.map((OldImage) => ({
      eventName,
      dynamodb: { ...(NewImage ? { NewImage } : {}), ...(OldImage ? { OldImage } : {}) },
    })),
  ),
);

const base = { kind: 'stream', entry: 'functions/platform/handler.ts', grants: {}, batchSize: 10 } as const;
const VARIANTS: StreamFunctionDef[] = [
  ...FIXTURE_FUNCTIONS.filter((f): f is StreamFunctionDef => f.kind === 'stream'),
  { ...base, name: 'types-only', changes: 'all', recordTypes: ['THING_SEARCH'] },
  { ...base, name: 'entities-only', changes: 'all', recordTypes: [], entities: ['thing'] },
  { ...base, name: 'inserts-both', recordTypes: ['EVENT'], entities: ['part'] },
  { ...base, name: 'nothing', changes: 'all', recordTypes: [] },
];

describe('stream filters', () => {
  it.each(VARIANTS.map((def) => [def.name, def] as const))(
    '%s: the event filters select exactly the records streamRecordMatches accepts',
    (_name, def) => {
      const disagreements = RECORDS.filter(
        (record) => passes(def, record) !== streamRecordMatches(def, record),
      );
      expect(disagreements).toEqual([]);
      // The grid has records on both sides, so agreement is not vacuous (except for "nothing").
      if (def.recordTypes.length || def.entities?.length) {
        expect(RECORDS.some((r) => streamRecordMatches(def, r))).toBe(true);
      }
      expect(RECORDS.some((r) => !streamRecordMatches(def, r))).toBe(true);
    },
  );

  it("stays within Lambda's 5 filters per mapping for every stream function of the registry", () => {
    for (const def of [...FUNCTIONS, ...VARIANTS].filter(
      (f): f is StreamFunctionDef => f.kind === 'stream',
    )) {
      expect(streamFilterPatterns(def).length, def.name).toBeLessThanOrEqual(5);
    }
  });
});
