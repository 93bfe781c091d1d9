import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

describe('read cache (issue 16, ADR 026)', () => {
  const owner = {};

  it('loads once within the TTL, per owner and key', async () => {
    const cache = createReadCache<number>(1_000);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cache.get(owner, 'en', load, 0)).toBe(1);
    expect(await cache.get(owner, 'en', load, 999)).toBe(1);
    expect(await cache.get(owner, 'hi', load, 999)).toBe(2);
    expect(await cache.get({}, 'en', load, 999)).toBe(3);
    expect(await cache.get(owner, 'en', load, 1_000)).toBe(4);
  });

  it('reads again after a write, and never keeps a read that began before the write', async () => {
    const cache = createReadCache<string>(60_000);
    let release: (value: string) => void = () => undefined;
    const slow = new Promise<string>((resolve) => {
      release = resolve;
    });
    const before = cache.get(owner, 'k', () => slow, 0);
    cache.changed(); // a write lands while the read runs
    release('old');
    expect(await before).toBe('old');
    expect(await cache.get(owner, 'k', () => Promise.resolve('new'), 1)).toBe('new');
    expect(await cache.get(owner, 'k', () => Promise.resolve('newer'), 2)).toBe('new');
  });

  it('does not keep a failed read', async () => {
    const cache = createReadCache<string>(60_000);
    await expect(cache.get(owner, 'f', () => Promise.reject(new Error('down')), 0)).rejects.toThrow('down');
    expect(await cache.get(owner, 'f', () => Promise.resolve('up'), 1)).toBe('up');
  });

  it('keeps at most maxEntries keys per owner, so visitor-chosen keys cannot grow it without end', async () => {
    const cache = createReadCache<string>(60_000, { maxEntries: 2 });
    let loads = 0;
    const load = () => Promise.resolve(`load ${++loads}`);
    await cache.get(owner, 'a', load, 0);
    await cache.get(owner, 'b', load, 0);
    expect(await cache.get(owner, 'a', load, 1)).toBe('load 1');
    await cache.get(owner, 'c', load, 2); // a third key: the map starts afresh
    expect(await cache.get(owner, 'c', load, 3)).toBe('load 3');
    expect(await cache.get(owner, 'a', load, 3)).toBe('load 4');
  });
});
