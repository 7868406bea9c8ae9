import { describe, expect, it } from 'vitest';
import { wardNeighbours } from '../../../src/server/places/ward-neighbours.ts';

describe('wardNeighbours: wards whose outlines share an arc', () => {
  it('finds Port Reitz’s neighbours along Mombasa’s mainland, and none for a ward without an outline', () => {
    expect([...wardNeighbours('0001')].sort()).toEqual(['0002', '0003', '0005']);
    expect(wardNeighbours('0050').size).toBe(0);
    expect(wardNeighbours('9999').size).toBe(0);
  });

  it('is symmetric and never names the ward itself', () => {
    for (const ward of ['0001', '0002', '0676', '1200']) {
      expect(wardNeighbours(ward)).not.toContain(ward);
      for (const other of wardNeighbours(ward)) expect(wardNeighbours(other)).toContain(ward);
    }
  });
});
