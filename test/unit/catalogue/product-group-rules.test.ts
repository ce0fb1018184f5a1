import { describe, expect, it } from 'vitest';
import {
  ancestorChain,
  assertPlacement,
  type GroupTree,
  MAX_GROUP_DEPTH,
  subtreeOf,
} from '#functions/catalogue/product-group-rules.ts';

/** a > b > c, a > d, e (top level). */
const tree: GroupTree = new Map([
  ['a', undefined],
  ['b', 'a'],
  ['c', 'b'],
  ['d', 'a'],
  ['e', undefined],
]);

const refusal = (fn: () => void) => {
  try {
    fn();
  } catch (error) {
    const e = error as { status: number; errors: Array<{ path: string }> };
    return { status: e.status, path: e.errors[0]?.path };
  }
  return undefined;
};

describe('product-group tree rules', () => {
  it('chains a group to its top-level ancestor, nearest first', () => {
    expect(ancestorChain(tree, 'c')).toEqual(['c', 'b', 'a']);
    expect(ancestorChain(tree, 'e')).toEqual(['e']);
    expect(ancestorChain(tree, 'zz')).toEqual([]);
  });

  it('stops a chain at a repeated group (a damaged tree never loops)', () => {
    const looped: GroupTree = new Map([
      ['x', 'y'],
      ['y', 'x'],
    ]);
    expect(ancestorChain(looped, 'x')).toEqual(['x', 'y']);
    expect(subtreeOf(looped, ['x']).sort()).toEqual(['x', 'y']);
  });

  it('expands groups to their subtrees, each group once, unknown ones left out', () => {
    expect(subtreeOf(tree, ['a']).sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(subtreeOf(tree, ['b', 'c', 'nope']).sort()).toEqual(['b', 'c']);
    expect(subtreeOf(tree, [])).toEqual([]);
  });

  it('allows a move to a group outside the subtree, or to the top level', () => {
    expect(() => assertPlacement(tree, 'b', 'e')).not.toThrow();
    expect(() => assertPlacement(tree, 'b', undefined)).not.toThrow();
    expect(() => assertPlacement(tree, 'new', 'c')).not.toThrow();
  });

  it('refuses the group as its own parent with a 400 and a descendant (a cycle) with a 422, naming the field', () => {
    expect(refusal(() => assertPlacement(tree, 'a', 'a'))).toEqual({
      status: 400,
      path: 'body.parentProductGroupUid',
    });
    for (const parent of ['b', 'c', 'd']) {
      expect(refusal(() => assertPlacement(tree, 'a', parent))).toEqual({
        status: 422,
        path: 'body.parentProductGroupUid',
      });
    }
  });

  it('refuses a missing parent with a 404 naming the field', () => {
    expect(refusal(() => assertPlacement(tree, 'b', 'nope', 'body.x'))).toEqual({
      status: 404,
      path: 'body.x',
    });
  });

  it(`refuses a tree deeper than ${MAX_GROUP_DEPTH} levels, counting the moved subtree`, () => {
    const chain = new Map<string, string | undefined>(
      Array.from({ length: MAX_GROUP_DEPTH }, (_, i) => [`g${i}`, i === 0 ? undefined : `g${i - 1}`]),
    );
    expect(() => assertPlacement(chain, 'new', `g${MAX_GROUP_DEPTH - 2}`)).not.toThrow();
    expect(refusal(() => assertPlacement(chain, 'new', `g${MAX_GROUP_DEPTH - 1}`))?.status).toBe(422);
    chain.set('s1', undefined);
    chain.set('s2', 's1');
    expect(refusal(() => assertPlacement(chain, 's1', `g${MAX_GROUP_DEPTH - 2}`))?.status).toBe(422);
    expect(() => assertPlacement(chain, 's1', `g${MAX_GROUP_DEPTH - 3}`)).not.toThrow();
  });
});
