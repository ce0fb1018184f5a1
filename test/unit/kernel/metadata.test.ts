import { describe, expect, it } from 'vitest';
import { ValidationError } from '#shared/errors.ts';
import {
  MetadataFilter,
  MetadataInput,
  MetadataPatch,
  mergeMetadata,
  sameMetadata,
} from '#shared/schema/metadata.ts';
import { metadataColumnOf } from '#shared/search/metadata.ts';

/** The metadata rules (Stripe's limits and update rule) without the stack. */

const pairs = (n: number, prefix = 'k') =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [`${prefix}${i}`, 'v']));
const paths = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  (result.error?.issues ?? []).map((i) => i.path.map(String).join('.'));

describe('metadata schemas', () => {
  it('accept 50 keys of 40 characters with values of 500', () => {
    const full = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [`${i}`.padStart(40, 'k'), 'v'.repeat(500)]),
    );
    expect(MetadataInput.safeParse(full).success).toBe(true);
    expect(MetadataPatch.safeParse({ gone: '' }).success).toBe(true);
  });

  it('name the key that is too long, whose value is too long, that is empty, or the 51st', () => {
    const long = 'k'.repeat(41);
    expect(paths(MetadataInput.safeParse({ [long]: 'v', ok: 'v' }))).toEqual([long]);
    expect(paths(MetadataPatch.safeParse({ ok: 'v', big: 'v'.repeat(501) }))).toEqual(['big']);
    expect(paths(MetadataInput.safeParse({ '': 'v' }))).toEqual(['']);
    expect(paths(MetadataInput.safeParse(pairs(51)))).toEqual(['k50']);
    expect(paths(MetadataInput.safeParse({ nested: { a: 'b' } }))).toEqual(['nested']);
  });

  it('match only non-empty values in a search', () => {
    expect(paths(MetadataFilter.safeParse({ erpId: '' }))).toEqual(['erpId']);
    expect(MetadataFilter.safeParse({ erpId: 'K-1' }).success).toBe(true);
  });
});

describe('mergeMetadata', () => {
  it("sets given keys, removes a key given '' and keeps the others", () => {
    expect(mergeMetadata({ a: '1', b: '2' }, { b: '', c: '3' })).toEqual({ a: '1', c: '3' });
    expect(mergeMetadata({ a: '1' }, undefined)).toEqual({ a: '1' });
  });

  it('leaves no metadata when every key is removed, or a create names only empty values', () => {
    expect(mergeMetadata({ a: '1' }, { a: '' })).toBeUndefined();
    expect(mergeMetadata(undefined, { a: '' })).toBeUndefined();
    expect(mergeMetadata({}, undefined)).toBeUndefined();
  });

  it('refuses more than 50 keys after the change, naming the first added key that does not fit', () => {
    const merged = () =>
      mergeMetadata(pairs(49, 'old'), { new0: 'v', new1: 'v', new2: 'v' }, 'body.products.3.metadata');
    expect(merged).toThrow(ValidationError);
    const thrown = (() => {
      try {
        merged();
      } catch (e) {
        return e as ValidationError;
      }
    })();
    expect(thrown?.errors).toEqual([expect.objectContaining({ path: 'body.products.3.metadata.new1' })]);
    // Removing one in the same change makes room.
    expect(
      Object.keys(mergeMetadata(pairs(49, 'old'), { old0: '', new0: 'v', new1: 'v' }) ?? {}),
    ).toHaveLength(50);
  });

  it('compares sets of pairs regardless of order, absent as empty', () => {
    expect(sameMetadata({ a: '1', b: '2' }, { b: '2', a: '1' })).toBe(true);
    expect(sameMetadata(undefined, {})).toBe(true);
    expect(sameMetadata({ a: '1' }, { a: '2' })).toBe(false);
    expect(sameMetadata({ a: '1' }, { a: '1', b: '2' })).toBe(false);
  });
});

describe('the read-model column', () => {
  it("keys the pairs by the record's tenant, and is NULL without pairs", () => {
    expect(metadataColumnOf({ tenantUid: 't1', metadata: { a: '1' } })).toEqual({ t1: { a: '1' } });
    expect(metadataColumnOf({ tenantUid: 't1', metadata: {} })).toBeNull();
    expect(metadataColumnOf({ tenantUid: 't1' })).toBeNull();
  });
});
