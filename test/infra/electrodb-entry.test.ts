import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '#infra/constructs/service-function.ts';

// Bundles replace ElectroDB's entry with one that exports Entity only
// (infra/bundle-shims/electrodb-entity.cjs): that holds while the code imports nothing else.
const require = createRequire(import.meta.url);
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

describe("ElectroDB's entry in the bundles", () => {
  it('is all the code imports from electrodb at run time: Entity', () => {
    const names = new Set<string>();
    for (const file of ['functions', 'shared', 'events'].flatMap((d) => sources(resolve(REPO_ROOT, d)))) {
      const text = readFileSync(file, 'utf8');
      for (const [, clause] of text.matchAll(/import\s+(?!type\b)([^;]*?)\s+from\s+'electrodb'/g)) {
        const inner = /\{([^}]*)\}/.exec(clause!)?.[1];
        // A default or namespace import could reach any export.
        if (!inner) names.add(clause!.trim());
        for (const name of inner?.split(',') ?? []) {
          const trimmed = name.trim();
          if (trimmed && !trimmed.startsWith('type ')) names.add(trimmed);
        }
      }
    }
    expect([...names]).toEqual(['Entity']);
  });

  it("exports ElectroDB's own Entity class", () => {
    const shim = require(resolve(REPO_ROOT, 'infra/bundle-shims/electrodb-entity.cjs')) as Record<
      string,
      unknown
    >;
    expect(Object.keys(shim)).toEqual(['Entity']);
    expect(shim.Entity).toBe((require('electrodb') as { Entity: unknown }).Entity);
  });
});
