import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EVENT_KEY, eventItem } from '#events/outbox.ts';
import { AUTHORIZER, FUNCTIONS, type FunctionDef } from '#functions/registry.ts';
import { REPO_ROOT } from '#infra/constructs/service-function.ts';
import { type EntityKeys, entityKeyTemplates, keyPattern, matchesPattern } from '#shared/db/key-patterns.ts';
import { IDEMPOTENCY_KEY } from '#shared/http/idempotency.ts';
import { pendingKey } from '#shared/search/pending.ts';

// `tableLeadingKeys` is enforced only by IAM in AWS: the local stack ignores it, so a key a
// function touches but its grant misses fails only after deployment. The registry computes each
// grant from the key templates of the entities and modules it names (shared/db/key-patterns.ts);
// these tests check the computed grants against the code.

/** Package.json `imports` aliases used across folders. */
const ALIASES: Record<string, string> = {
  '#shared/': 'shared/',
  '#events/': 'events/',
  '#functions/': 'functions/',
  '#infra/': 'infra/',
};
const OUTBOX = 'events/outbox.ts';

/** Value imports and re-exports of a module (`import type` and `export type` do not load code). */
const importsOf = (file: string): string[] => {
  const source = readFileSync(resolve(REPO_ROOT, file), 'utf8');
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm),
  ].map((m) => m[1]!);
  return specifiers.flatMap((spec) => {
    const alias = Object.keys(ALIASES).find((prefix) => spec.startsWith(prefix));
    if (alias) return [ALIASES[alias] + spec.slice(alias.length)];
    if (spec.startsWith('.')) return [relative(REPO_ROOT, resolve(REPO_ROOT, dirname(file), spec))];
    return []; // packages and node: builtins
  });
};

/** Every repository module a function's bundle can load, from its entry. */
const reachable = (entry: string): Set<string> => {
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const next of importsOf(file)) walk(next);
  };
  walk(entry);
  return seen;
};

/** The argument list of every `name(...)` call in a source (parentheses matched). */
const callArguments = (source: string, name: string): string[] =>
  [...source.matchAll(new RegExp(`\\b${name}\\(`, 'g'))].map((match) => {
    let depth = 1;
    let i = match.index + match[0].length;
    const start = i;
    for (; i < source.length && depth > 0; i++) {
      if ('([{'.includes(source[i]!)) depth++;
      else if (')]}'.includes(source[i]!)) depth--;
    }
    return source.slice(start, i - 1);
  });

/**
 * Modules that write outbox event items: they call withEvents (events/outbox.ts) to commit a
 * change with its events. Module granularity over-approximates: a function whose bundle reaches
 * such a module must list the event keys even if it only reads through it.
 */
const emitsEvents = (modules: Set<string>): string[] =>
  [...modules].filter(
    (file) =>
      file !== OUTBOX &&
      callArguments(readFileSync(resolve(REPO_ROOT, file), 'utf8'), 'withEvents').length > 0,
  );

/**
 * Routes on which the HTTP kernel stores Idempotency-Key records (shared/http/idempotency.ts):
 * mutations of authenticated callers that do not opt out.
 */
const storesIdempotencyKeys = (fn: FunctionDef): boolean =>
  fn.kind === 'http' &&
  Object.values(fn.routes).some(
    (route) => route.method !== 'GET' && route.auth !== 'public' && route.idempotent !== false,
  );

const stringLike = matchesPattern;

/** A partition key of each kind, as the code writes it. */
const SAMPLE_KEYS = {
  event: 'T#tenant-1#EVENT#evt_0190a1b2c3d400aabbccddeeff0011',
  idempotency: 'T#tenant-1#IDEMPOTENCY#client-key-1',
} as const;

// A function with read-only table access writes nothing whatever modules its bundle holds (the
// export bundles the erase's services, and its role has no write action: streamed-routes.test.ts).
const restricted = FUNCTIONS.filter(
  (fn) => fn.grants.tableLeadingKeys?.length && fn.grants.table === 'readWrite',
);

describe('computed grants: leading keys cover what each function writes', () => {
  it('knows how the kernel writes the items it audits', () => {
    const event = eventItem({ action: 'CUSTOMER_CREATED', tenantUid: 'tenant-1', data: {} } as never);
    expect(stringLike(keyPattern(EVENT_KEY), event.pk)).toBe(true);
    expect(keyPattern(EVENT_KEY)).toBe('T#*#EVENT#*');
    const idempotency = readFileSync(resolve(REPO_ROOT, 'shared/http/idempotency.ts'), 'utf8');
    expect(idempotency).toMatch(/pk: `T#\$\{tenantUid\}#IDEMPOTENCY#\$\{key\}`/);
    expect(keyPattern(IDEMPOTENCY_KEY)).toBe('T#*#IDEMPOTENCY#*');
    expect(idempotency).toContain("route.method === 'GET' || route.idempotent === false");
  });

  it('finds the modules that write events (the scan sees through re-exports and aliases)', () => {
    const customers = emitsEvents(reachable('functions/customers/handler.ts'));
    expect(customers).toContain('functions/customers/customer.service.ts');
    expect(emitsEvents(reachable('functions/docs/handler.ts'))).toEqual([]);
    // Transactions without events (commit alone) write no outbox items.
    expect(emitsEvents(reachable('functions/webhooks/handler.ts'))).toEqual([]);
    expect(stringLike('T#*#EVENT#*', SAMPLE_KEYS.event)).toBe(true);
    expect(stringLike('T#*#CUSTOMER#*', SAMPLE_KEYS.event)).toBe(false);
  });

  /** The key kinds a function writes that its leading keys must cover, with the evidence. */
  const required = (fn: FunctionDef): Array<[keyof typeof SAMPLE_KEYS, string]> => {
    const writers = emitsEvents(reachable(fn.entry));
    return [
      ...(writers.length ? [['event', `withEvents in ${writers.join(', ')}`] as const] : []),
      ...(storesIdempotencyKeys(fn) ? [['idempotency', 'authenticated mutating routes'] as const] : []),
    ].map(([kind, why]) => [kind, why]);
  };

  it('derives the required keys from the code (event writers, idempotent mutations)', () => {
    const byName = new Map(FUNCTIONS.map((fn) => [fn.name, fn]));
    expect(required(byName.get('customers')!).map(([kind]) => kind)).toEqual(['event', 'idempotency']);
    expect(required(byName.get('docs')!)).toEqual([]);
    // A callback with a public, non-idempotent route stores no Idempotency-Key records, and the
    // notification updates it reaches are transactions without events.
    expect(required(byName.get('callbacks')!)).toEqual([]);
    expect(required(byName.get('webhooks')!).map(([kind]) => kind)).toEqual(['idempotency']);
  });

  /** Sample keys of the required kinds that no leading-key pattern of the function matches. */
  const missingKeys = (fn: FunctionDef): string[] => {
    const patterns = fn.grants.tableLeadingKeys ?? [];
    return required(fn)
      .filter(([kind]) => !patterns.some((p) => stringLike(p, SAMPLE_KEYS[kind])))
      .map(([kind, why]) => `${SAMPLE_KEYS[kind]} (${why})`);
  };

  it('reports a function whose leading keys miss what it writes', () => {
    const customers = FUNCTIONS.find((fn) => fn.name === 'customers')!;
    const narrowed = { ...customers, grants: { ...customers.grants, tableLeadingKeys: ['T#*#CUSTOMER*'] } };
    expect(missingKeys(narrowed)).toEqual([
      expect.stringContaining('#EVENT#'),
      expect.stringContaining('#IDEMPOTENCY#'),
    ]);
  });

  it.each(restricted.map((fn) => [fn.name, fn] as const))(
    '%s: tableLeadingKeys cover its outbox events and idempotency records',
    (_name, fn) => {
      expect(
        missingKeys(fn),
        `${fn.name} tableLeadingKeys ${JSON.stringify(fn.grants.tableLeadingKeys)}`,
      ).toEqual([]);
    },
  );
});

/** Every repository module, from the repository root. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(resolve(REPO_ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );

/**
 * Every key template the code declares: each entity's index keys, and each `*_KEY`/`*_KEYS`
 * export of a module that writes keys by hand (found by name, so a new one is included).
 */
const knownTemplates = async (): Promise<string[]> => {
  const files = [...sourceFiles('functions'), ...sourceFiles('shared'), ...sourceFiles('events')].filter(
    (f) =>
      f !== 'functions/registry.ts' &&
      (f.endsWith('.entity.ts') ||
        /^export const [A-Z_]+_KEYS? = /m.test(readFileSync(resolve(REPO_ROOT, f), 'utf8'))),
  );
  const templates: string[] = [];
  for (const file of files) {
    const mod = (await import(resolve(REPO_ROOT, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (value && typeof value === 'object' && 'schema' in value)
        templates.push(...entityKeyTemplates(value as EntityKeys));
      else if (/^[A-Z_]+_KEYS?$/.test(name))
        templates.push(
          ...(typeof value === 'string' ? [value] : Object.values(value as object)).filter(
            (v): v is string => typeof v === 'string' && v.includes('${'),
          ),
        );
    }
  }
  return [...new Set(templates)];
};

const computed = (name: string): readonly string[] =>
  name === 'authorizer'
    ? AUTHORIZER.grants.tableLeadingKeys
    : (FUNCTIONS.find((f) => f.name === name)?.grants.tableLeadingKeys ?? []);

/** Keys outside a tenant: token lookups (the token names its tenant) and the sweeper's open-notifications index. */
const CROSS_TENANT = ['DTOKEN#*', 'ITOKEN#*', 'NOTIFICATIONS#OPEN#*'];

describe('computed grants', () => {
  const granted = [...FUNCTIONS.map((f) => f.name), 'authorizer'].filter((name) => computed(name).length > 0);

  it('the registry writes no key pattern by hand', () => {
    const registry = readFileSync(resolve(REPO_ROOT, 'functions/registry.ts'), 'utf8');
    expect(registry).not.toMatch(/['`](T#|DTOKEN#|ITOKEN#|NOTIFICATIONS#)/);
    expect(granted.length).toBeGreaterThan(20);
  });

  it.each(granted)(
    '%s: every pattern is a declared key template, within a tenant unless cross-tenant by design',
    async (name) => {
      // The markers' template takes the read-model table; the generic one stands for them all.
      const declared = [...(await knownTemplates()), pendingKey()].map(keyPattern);
      for (const pattern of computed(name)) {
        expect(
          declared.some((d) => d === pattern || stringLike(d, pattern)),
          `${name}: ${pattern}`,
        ).toBe(true);
        expect(pattern.startsWith('T#*#') || CROSS_TENANT.includes(pattern), `${name}: ${pattern}`).toBe(
          true,
        );
      }
    },
  );

  it('a grant is exactly the keys of what the function names (customers)', () => {
    // Before they were computed: T#*#CUSTOMER*, T#*#CONTACT* and T#*#PENDING#customer*.
    expect(computed('customers')).toEqual([
      'T#*#CONTACT#*',
      'T#*#CUSTOMER#*',
      'T#*#EVENT#*',
      'T#*#IDEMPOTENCY#*',
      'T#*#PENDING#customer_contacts#*',
      'T#*#PENDING#customers#*',
      'T#*#USER#*',
    ]);
  });

  it('a pattern another one covers is left out (IAM StringLike: the tenant `*` spans `#`)', () => {
    expect(computed('loyalty')).toContain('T#*#CUSTOMER#*');
    expect(computed('loyalty')).not.toContain('T#*#LOYALTY#CUSTOMER#*');
    expect(stringLike('T#*#CUSTOMER#*', 'T#tenant-1#LOYALTY#CUSTOMER#c-1')).toBe(true);
  });
});
