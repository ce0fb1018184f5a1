import { describe, expect, it } from 'vitest';
import { timeSlices } from '#functions/fiscal/cash-point-walk.repository.ts';

describe('the time slices a long period is read in', () => {
  it('cover the period end to end, each ending a millisecond before the next starts', () => {
    const range = { from: '2025-11-27T23:00:00.000Z', to: '2026-11-27T22:59:59.999Z' };
    const slices = timeSlices(range, 48);
    expect(slices).toHaveLength(48);
    expect(slices[0]!.from).toBe(range.from);
    expect(slices.at(-1)!.to).toBe(range.to);
    for (let i = 1; i < slices.length; i++) {
      expect(Date.parse(slices[i]!.from) - Date.parse(slices[i - 1]!.to)).toBe(1);
      expect(slices[i]!.from > slices[i - 1]!.to).toBe(true);
    }
  });

  it('keep a period of one instant, or one slice, whole', () => {
    const instant = { from: '2026-11-27T10:00:00.000Z', to: '2026-11-27T10:00:00.000Z' };
    expect(timeSlices(instant, 48)).toEqual([instant]);
    const day = { from: '2026-11-27T00:00:00.000Z', to: '2026-11-27T23:59:59.999Z' };
    expect(timeSlices(day, 1)).toEqual([day]);
  });
});
