import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Transaction } from './client.ts';

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

const dialect = new PgDialect();

/** The text each name was first run with (executeNamed): a name stands for one text. */
const namedTexts = new Map<string, string>();

/**
 * Issue 16: a raw statement (`sql`) run by name on `handle`, which may be a transaction. Drizzle's
 * `execute` sends it unnamed, so PostgreSQL parses and plans it on every call (0.4 ms of planning
 * for the OTP send's statement); named, each pooled connection parses it once and may keep one
 * plan. Every call with one name must send the same SQL text (the values may differ): node-postgres
 * refuses another text under a name a connection has prepared, and PGlite would run it, so a
 * changed text is refused here on both drivers, before anything is sent. Answers as `execute`
 * does: `{ rows }` on both drivers.
 */
export function executeNamed(handle: Database | Transaction, name: string, query: SQL): Promise<unknown> {
  const built = dialect.sqlToQuery(query);
  const known = namedTexts.get(name);
  if (known === undefined) namedTexts.set(name, built.sql);
  else if (known !== built.sql)
    return Promise.reject(
      new Error(`statement "${name}" was run with another SQL text: give it its own name`),
    );
  return handle._.session.prepareQuery(built, undefined, name, false).execute();
}
