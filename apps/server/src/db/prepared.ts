/**
 * Issue 16 (ADR 028): a statement on a hot path is built once per database handle and prepared by
 * name, instead of Drizzle rebuilding its SQL text on every call. `build` receives the handle
 * (the root database or a transaction) and answers `query.prepare(name)`; the result is kept per
 * handle, so a transaction's statement runs inside that transaction and tests with many apps in
 * one process never share one. On PostgreSQL each pooled connection parses a named statement once.
 */
export function preparedPer<Handle extends object, Prepared>(
  build: (handle: Handle) => Prepared,
): (handle: Handle) => Prepared {
  const byHandle = new WeakMap<Handle, Prepared>();
  return (handle) => {
    let prepared = byHandle.get(handle);
    if (prepared === undefined) {
      prepared = build(handle);
      byHandle.set(handle, prepared);
    }
    return prepared;
  };
}
