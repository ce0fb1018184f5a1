import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACTIONS } from '#events/actions.ts';
import { AREAS, allRoutes, areaRoutes, FUNCTIONS } from '#functions/registry.ts';

/**
 * Each area describes itself in functions/<area>/area.ts and the registry only gathers them:
 * a function or route declared twice, outside its area, or in no area fails here.
 */

const areaOf = (name: string) => AREAS.filter((area) => area.functions.some((f) => f.name === name));

describe('areas', () => {
  it('every function belongs to exactly one area', () => {
    for (const fn of FUNCTIONS)
      expect(
        areaOf(fn.name).map((a) => a.name),
        fn.name,
      ).toHaveLength(1);
    expect(FUNCTIONS).toHaveLength(AREAS.reduce((n, area) => n + area.functions.length, 0));
    expect(new Set(AREAS.map((area) => area.name)).size).toBe(AREAS.length);
  });

  it('every route belongs to the area of the function that serves it, and to no other', () => {
    for (const { fn, operationId } of allRoutes()) {
      const owners = AREAS.filter((area) => operationId in areaRoutes(area));
      expect(
        owners.map((a) => a.name),
        operationId,
      ).toEqual(areaOf(fn.name).map((a) => a.name));
    }
  });

  it("an area's folder holds its functions' handlers", () => {
    for (const area of AREAS) {
      for (const fn of area.functions) {
        expect(fn.entry, fn.name).toMatch(new RegExp(`^functions/${area.name}/`));
        expect(existsSync(fn.entry), fn.entry).toBe(true);
      }
    }
  });

  it('owns keys within a tenant only, but for the sharded open-notifications index', () => {
    for (const area of AREAS) {
      for (const key of area.keys.filter((k) => k !== 'NOTIFICATIONS#OPEN#*')) {
        expect(key, area.name).toMatch(/^T#\*#[A-Z]/);
      }
    }
    expect(AREAS.find((a) => a.name === 'notifications')?.keys).toContain('NOTIFICATIONS#OPEN#*');
  });

  it('publishes its stream records through decoders in its own folder', () => {
    const published = AREAS.flatMap((area) => (area.streams ?? []).map((s) => ({ area, ...s })));
    expect(published.length).toBeGreaterThan(0);
    for (const { area, entity, decoder } of published) {
      expect(decoder, entity).toMatch(new RegExp(`^functions/${area.name}/[^/]+-stream\\.ts$`));
      expect(existsSync(decoder), decoder).toBe(true);
    }
    // A worker that reads another area's entities off the stream names only published ones.
    const byEntity = new Map(published.map((p) => [p.entity, p.area.name]));
    const saleMovements = FUNCTIONS.find((f) => f.name === 'sale-movements');
    expect(saleMovements?.kind).toBe('stream');
    if (saleMovements?.kind === 'stream') {
      for (const entity of saleMovements.entities ?? []) expect(byEntity.get(entity), entity).toBe('sales');
    }
  });

  it('every webhook action is emitted by exactly one area', () => {
    for (const action of ACTIONS) {
      const emitters = AREAS.filter((area) => area.events?.includes(action)).map((a) => a.name);
      expect(emitters, action).toHaveLength(1);
    }
  });
});
