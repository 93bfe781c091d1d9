/**
 * A per-instance read cache for data that changes rarely and only through this product's own
 * writes (issue 16, ADR 026): an entry lives `ttlMs`; `changed()`, called by every write to the
 * underlying table, makes the next read go to the table, and a read that began before a write is
 * never served after it. Entries are kept per database handle (tests run many apps in a process).
 * `maxEntries` bounds the keys kept per handle where a visitor chooses them (a `?partner=` name):
 * a new key past the bound starts the map afresh.
 */
export interface ReadCache<T> {
  get: (owner: object, key: string, load: () => Promise<T>, now?: number) => Promise<T>;
  changed: () => void;
}

interface Entry<T> {
  at: number;
  version: number;
  value: Promise<T>;
}

export function createReadCache<T>(ttlMs: number, { maxEntries = Infinity } = {}): ReadCache<T> {
  let version = 0;
  const owners = new WeakMap<object, Map<string, Entry<T>>>();
  return {
    get(owner, key, load, now = Date.now()) {
      let entries = owners.get(owner);
      if (!entries) {
        entries = new Map();
        owners.set(owner, entries);
      }
      const hit = entries.get(key);
      if (hit && hit.version === version && now - hit.at < ttlMs) return hit.value;
      if (!hit && entries.size >= maxEntries) entries.clear();
      // The version is taken before the read: a write that lands while it runs makes it stale.
      const entry: Entry<T> = { at: now, version, value: load() };
      entries.set(key, entry);
      const kept = entries;
      entry.value.catch(() => {
        if (kept.get(key) === entry) kept.delete(key);
      });
      return entry.value;
    },
    changed() {
      version += 1;
    },
  };
}
