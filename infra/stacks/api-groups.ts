import type { FunctionDef } from '#functions/registry.ts';

/** Function names by the nested stack that holds them (see docs/decisions/infra.md, "API stack layout"). */
export type ApiGroups = Readonly<Record<string, readonly string[]>>;

/**
 * The nested stacks of the API stack, each a group of areas: a function, its routes, its event
 * sources and alarms live in its group's stack. A group is sized to stay under half of
 * CloudFormation's per-stack quotas with twice its routes (test/infra/stack-quotas.test.ts fails
 * at 60%). A function never changes group lightly: its name is fixed, so moving it between stacks
 * needs the migration of docs/decisions/infra.md.
 */
export const API_GROUPS: ApiGroups = {
  selling: [
    'sales',
    'receipts',
    'fulfilment',
    'sale-movements',
    'tills',
    'printers',
    'shipping',
    'payments',
    'fiscal',
  ],
  stock: ['inventory', 'prices', 'catalogue'],
  customers: ['customers', 'loyalty', 'privacy', 'privacy-export', 'service-orders'],
  platform: ['platform', 'docs', 'reports', 'search-indexer', 'accounting', 'users', 'stores', 'saf-t'],
  messaging: [
    'notifications',
    'notification-enqueue',
    'notification-sender',
    'notification-sweeper',
    'callbacks',
    'webhooks',
    'webhook-fanout',
    'webhook-delivery',
    'webhook-replay',
  ],
};

/**
 * The functions of each group, in the groups' order. Every function belongs to exactly one group
 * and every name of a group is a function: a new function or a renamed one fails the synth until
 * it is placed.
 */
export const groupFunctions = (
  defs: readonly FunctionDef[],
  groups: ApiGroups,
): Map<string, FunctionDef[]> => {
  const byName = new Map(defs.map((def) => [def.name, def]));
  const placed = new Map<string, string>();
  const result = new Map<string, FunctionDef[]>();
  for (const [group, names] of Object.entries(groups)) {
    result.set(
      group,
      names.map((name) => {
        const def = byName.get(name);
        if (!def) throw new Error(`API group ${group} lists ${name}, which is not a function`);
        const other = placed.get(name);
        if (other) throw new Error(`function ${name} is in the API groups ${other} and ${group}`);
        placed.set(name, group);
        return def;
      }),
    );
  }
  const unplaced = defs.filter((def) => !placed.has(def.name)).map((def) => def.name);
  if (unplaced.length > 0) {
    throw new Error(
      `no API group for ${unplaced.join(', ')}: add each to API_GROUPS (infra/stacks/api-groups.ts)`,
    );
  }
  return result;
};
