import { describe, expect, it } from 'vitest';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index.ts';
import { PERSONAL_DATA_REGISTRY } from './personal-data-registry.ts';

// Issue 12 finding 5: a column whose name suggests a person's data must be decided in the registry.
const PERSONAL_LOOKING =
  /name|email|mobile|phone|pan|(^|_)tin(_|$)|birth|address|description|note|destination|income|message|text|(^|_)subject$|error|(^|_)ip($|_)|user_agent|pincode|postal|locality|referrer|meta|reason/;

const tables: PgTable[] = [];
for (const value of Object.values<unknown>(schema)) if (value instanceof PgTable) tables.push(value);

describe('personal data registry', () => {
  it('lists every table and column of the schema that may hold personal data', () => {
    const registered = new Map(
      PERSONAL_DATA_REGISTRY.map((entry) => [getTableConfig(entry.table).name, new Set(entry.columns)]),
    );
    const missing: string[] = [];
    for (const table of tables) {
      const config = getTableConfig(table);
      for (const column of config.columns) {
        if (!PERSONAL_LOOKING.test(column.name)) continue;
        if (!registered.get(config.name)?.has(column.name)) missing.push(`${config.name}.${column.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names only real columns, once per table, and says why for each', () => {
    const seen = new Set<string>();
    for (const entry of PERSONAL_DATA_REGISTRY) {
      const config = getTableConfig(entry.table);
      expect(seen.has(config.name), config.name).toBe(false);
      seen.add(config.name);
      const names = new Set(config.columns.map((c) => c.name));
      for (const column of entry.columns) expect(names.has(column), `${config.name}.${column}`).toBe(true);
      expect(entry.why.length).toBeGreaterThan(10);
    }
  });
});
