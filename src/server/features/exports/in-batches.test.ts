// Exports read in batches keyed on the id: every row once, in order, never the whole table at once.
import { describe, expect, it } from 'vitest';
import { inBatches } from './in-batches';

describe('inBatches', () => {
  it('walks the ids a batch at a time until a short batch', async () => {
    const table = [1, 2, 3, 4, 5].map((id) => ({ id }));
    const asked: [number, number][] = [];
    const read = async (lastId: number, limit: number) => {
      asked.push([lastId, limit]);
      return table.filter((row) => row.id > lastId).slice(0, limit);
    };
    const seen: number[] = [];
    for await (const row of inBatches(read, 2)) seen.push(row.id);
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(asked).toEqual([
      [0, 2],
      [2, 2],
      [4, 2],
    ]);
  });

  it('asks once more after a full last batch, and stops at the empty one', async () => {
    const table = [1, 2].map((id) => ({ id }));
    let calls = 0;
    const read = async (lastId: number, limit: number) => {
      calls += 1;
      return table.filter((row) => row.id > lastId).slice(0, limit);
    };
    const seen: number[] = [];
    for await (const row of inBatches(read, 2)) seen.push(row.id);
    expect(seen).toEqual([1, 2]);
    expect(calls).toBe(2);
  });
});
