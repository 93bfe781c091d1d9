import { describe, expect, it } from 'vitest';
import { inChunks, readAhead } from './chunks.ts';

async function* numbers(count: number, log: string[], failAt?: number) {
  try {
    for (let n = 1; n <= count; n++) {
      if (n === failAt) throw new Error(`damaged at ${String(n)}`);
      log.push(`read ${String(n)}`);
      yield n;
    }
  } finally {
    log.push('closed');
  }
}

describe('inChunks', () => {
  it('groups items, the last chunk shorter', async () => {
    const chunks: number[][] = [];
    for await (const chunk of inChunks(numbers(5, []), 2)) chunks.push(chunk);
    expect(chunks).toEqual([[1, 2], [3, 4], [5]]);
  });
});

describe('readAhead', () => {
  it('yields every item in order, reading the next before the current is used', async () => {
    const log: string[] = [];
    for await (const n of readAhead(numbers(3, log))) {
      await Promise.resolve();
      log.push(`use ${String(n)}`);
    }
    // The source ends (and closes) while the last item is still being used.
    expect(log).toEqual(['read 1', 'read 2', 'use 1', 'read 3', 'use 2', 'closed', 'use 3']);
  });

  it('rethrows a failed read where that item is asked for, not before', async () => {
    const used: number[] = [];
    const run = async () => {
      for await (const n of readAhead(numbers(5, [], 3))) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        used.push(n);
      }
    };
    await expect(run()).rejects.toThrow('damaged at 3');
    expect(used).toEqual([1, 2]);
  });

  it('closes the source when the caller stops early', async () => {
    const log: string[] = [];
    const run = async () => {
      for await (const n of readAhead(numbers(5, log))) if (n === 2) throw new Error('refused');
    };
    await expect(run()).rejects.toThrow('refused');
    expect(log.at(-1)).toBe('closed');
    expect(log).not.toContain('read 5');
  });
});
