import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIONS, isWebhookAction } from '#events/actions.ts';
import { ACTIONS_WITHOUT_SCHEMA, EVENT_SCHEMAS } from '#events/catalogue.ts';
import { EnvelopeSchema, toEnvelope } from '#events/envelope.ts';
import { numericId } from '#events/ids.ts';

const dir = resolve(import.meta.dirname, '../../../events/examples');
const examples = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((file) => ({
    action: file.replace(/\.json$/, ''),
    payload: JSON.parse(readFileSync(resolve(dir, file), 'utf8')),
  }));

describe('event catalogue', () => {
  it('has the 21 actions of spec 6.3', () => {
    expect(ACTIONS).toHaveLength(21);
    expect(new Set(ACTIONS).size).toBe(21);
  });

  it('holds every action once: with a schema or in the list of actions without one', () => {
    const withSchema = Object.keys(EVENT_SCHEMAS);
    expect([...withSchema, ...ACTIONS_WITHOUT_SCHEMA].sort()).toEqual([...ACTIONS].sort());
    for (const [action, schema] of Object.entries(EVENT_SCHEMAS)) {
      expect(schema.shape.action.def.values, action).toEqual([action]);
    }
  });

  it('has the three schemas of spec 6.2', () => {
    expect(Object.keys(EVENT_SCHEMAS)).toEqual(
      expect.arrayContaining(['PRODUCT_CREATE', 'ORDER_SETTLED', 'STOCK_CHANGE']),
    );
  });

  it.each(examples)('example $action is a known action whose schema accepts it', ({ action, payload }) => {
    expect(isWebhookAction(action)).toBe(true);
    expect(payload.action).toBe(action);
    const schema = EVENT_SCHEMAS[action as keyof typeof EVENT_SCHEMAS];
    expect(schema, `no schema for ${action}`).toBeDefined();
    expect(schema!.safeParse(payload).error).toBeUndefined();
    expect(EnvelopeSchema.safeParse(payload).success).toBe(true);
    expect(payload.tenant.id).toBe(numericId(payload.tenant.uid));
  });

  it('has a schema for every action the code emits (an `action:` literal in functions/)', () => {
    const root = resolve(import.meta.dirname, '../../../functions');
    const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.startsWith('webhook'),
    );
    const emitted = new Set(
      files.flatMap((f) =>
        [...readFileSync(resolve(root, f), 'utf8').matchAll(/\baction: '([A-Z_]+)'/g)].map((m) => m[1]!),
      ),
    );
    expect(emitted.size).toBeGreaterThan(0);
    for (const action of emitted) {
      expect(isWebhookAction(action), action).toBe(true);
      expect(EVENT_SCHEMAS, action).toHaveProperty(action);
    }
  });

  it('has an example for every schema', () => {
    const withExample = new Set(examples.map((e) => e.action));
    for (const action of Object.keys(EVENT_SCHEMAS)) expect(withExample, action).toContain(action);
  });

  it('rejects a payload missing an entity member or with a wrong type', () => {
    const product = examples.find((e) => e.action === 'PRODUCT_CREATE')!.payload;
    const { product: _omit, ...withoutProduct } = product;
    expect(EVENT_SCHEMAS.PRODUCT_CREATE.safeParse(withoutProduct).success).toBe(false);
    const stock = examples.find((e) => e.action === 'STOCK_CHANGE')!.payload;
    expect(EVENT_SCHEMAS.STOCK_CHANGE.safeParse({ ...stock, quantityChange: 1.5 }).success).toBe(false);
    const order = examples.find((e) => e.action === 'ORDER_SETTLED')!.payload;
    const totals = { ...order.order.totals, currency: undefined };
    expect(
      EVENT_SCHEMAS.ORDER_SETTLED.safeParse({ ...order, order: { ...order.order, totals } }).success,
    ).toBe(false);
  });

  it('builds the delivered envelope from an outbox event', () => {
    const payload = toEnvelope(
      {
        eventId: 'evt_1',
        action: 'STOCK_CHANGE',
        occurredAt: '2026-11-23T10:17:05.000Z',
        tenantUid: 't-acme',
        data: {
          warehouse: { id: 1, uid: 'w' },
          product: { id: 2, uid: 'p', sku: 's' },
          quantityChange: -1,
          quantityAfter: 4,
        },
      },
      3,
    );
    expect(EVENT_SCHEMAS.STOCK_CHANGE.parse(payload)).toMatchObject({
      id: 'evt_1',
      attempt: 3,
      tenant: { uid: 't-acme' },
    });
  });
});
