// Issue 16: pure answers that the hot paths recomputed on every request although their inputs
// rarely change (a lender's rate text, tenure text and KFS fingerprint; a live session's CSRF
// token). These keep the answer of a pure function for an input seen before. The answers are
// shared: callers must not change them.

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
