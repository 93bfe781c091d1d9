import { describe, expect, it } from 'vitest';
import { lockAfterFailure, lockedFor } from './lockout.ts';

const now = new Date('2026-11-22T10:00:00Z');

describe('admin lockout', () => {
  it('allows five failures, then locks with doubling backoff up to an hour', () => {
    expect(lockAfterFailure(4, now)).toBeNull();
    expect(lockAfterFailure(5, now)?.getTime()).toBe(now.getTime() + 60_000);
    expect(lockAfterFailure(6, now)?.getTime()).toBe(now.getTime() + 120_000);
    expect(lockAfterFailure(8, now)?.getTime()).toBe(now.getTime() + 480_000);
    expect(lockAfterFailure(30, now)?.getTime()).toBe(now.getTime() + 3_600_000);
  });
  it('says how long a lock lasts', () => {
    expect(lockedFor(null, now)).toBe(0);
    expect(lockedFor(new Date(now.getTime() - 1), now)).toBe(0);
    expect(lockedFor(new Date(now.getTime() + 1500), now)).toBe(2);
  });
});
