import { describe, expect, it } from 'vitest';
import { memoByObject, memoByText } from './memo.ts';

describe('memo', () => {
  it('computes a text once, keeps at most `max` texts, and remembers null answers too', () => {
    const seen: string[] = [];
    const read = memoByText((text) => {
      seen.push(text);
      return text === 'none' ? null : text.length;
    }, 2);
    expect([read('ab'), read('ab'), read('none'), read('none')]).toEqual([2, 2, null, null]);
    expect(seen).toEqual(['ab', 'none']);
    // A third text starts the memory over: 'ab' is read again.
    expect(read('abc')).toBe(3);
    expect(read('ab')).toBe(2);
    expect(seen).toEqual(['ab', 'none', 'abc', 'ab']);
  });

  it('computes once per object, not per equal object', () => {
    let calls = 0;
    const sum = memoByObject((row: { a: number; b: number }) => {
      calls += 1;
      return row.a + row.b;
    });
    const row = { a: 1, b: 2 };
    expect([sum(row), sum(row), sum({ ...row, b: 5 })]).toEqual([3, 3, 6]);
    expect(calls).toBe(2);
  });
});
