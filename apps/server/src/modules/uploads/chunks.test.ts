import { describe, expect, it } from 'vitest';
import { inChunks } from './chunks.ts';

async function* batches(...sizes: number[]) {
  let n = 0;
  for (const size of sizes) yield Array.from({ length: size }, () => ++n);
}

describe('inChunks', () => {
  it('regroups batches of any size into chunks of the size asked, the last chunk shorter', async () => {
    const chunks: number[][] = [];
    for await (const chunk of inChunks(batches(1, 3, 0, 1), 2)) chunks.push(chunk);
    expect(chunks).toEqual([[1, 2], [3, 4], [5]]);
    const large: number[][] = [];
    for await (const chunk of inChunks(batches(7, 2), 3)) large.push(chunk);
    expect(large).toEqual([
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9],
    ]);
  });

  it('refuses a size that is not a positive whole number', async () => {
    await expect(inChunks(batches(1), 0).next()).rejects.toThrow(RangeError);
    await expect(inChunks(batches(1), 1.5).next()).rejects.toThrow(RangeError);
  });
});
