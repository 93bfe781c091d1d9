// Issue 16: pure readings of a lender's terms (its rate text, its tenure text, the fingerprint of
// its KFS terms) were recomputed for every lender on every offers view, although the texts change
// a few times a day. These keep the answer of a pure function for an input seen before. The
// answers are shared: callers must not change them.

/** `fn` remembered by its text argument; at most `max` texts are kept (then the memory starts over). */
export function memoByText<T>(fn: (text: string) => T, max = 512): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    if (known.has(text)) return known.get(text) as T;
    const value = fn(text);
    if (known.size >= max) known.clear();
    known.set(text, value);
    return value;
  };
}

/**
 * `fn` remembered per object (a cached lender row is the same object until the cache reloads it);
 * for objects that are never changed after they are read.
 */
export function memoByObject<K extends object, T>(fn: (key: K) => T): (key: K) => T {
  const known = new WeakMap<K, T>();
  return (key) => {
    if (known.has(key)) return known.get(key) as T;
    const value = fn(key);
    known.set(key, value);
    return value;
  };
}
