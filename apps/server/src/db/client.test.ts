import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type DatabaseHandle } from './client.ts';

// The embedded database's own settings (ADR 030, 2026-12-07): a 32 MB buffer pool, not the
// 128 MB PGlite zeroed at every open; WAL segments deleted, not recycled (issue 12, erasure).

const setting = async (database: DatabaseHandle, name: 'shared_buffers' | 'wal_recycle') => {
  const result = await database.db.execute(sql`select current_setting(${name}) as value`);
  return z.object({ rows: z.tuple([z.object({ value: z.string() })]) }).parse(result).rows[0].value;
};

describe('the embedded database', () => {
  it('opens on a data directory with a 32 MB buffer pool and WAL recycling off, and keeps its data', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'cl-embedded-'));
    try {
      let database = await openDatabase({ kind: 'pglite', dataDir }, pino({ level: 'silent' }));
      expect(await setting(database, 'shared_buffers')).toBe('32MB');
      expect(await setting(database, 'wal_recycle')).toBe('off');
      await database.db.execute(sql`create table kept (n int)`);
      await database.db.execute(sql`insert into kept values (42)`);
      await database.close();
      database = await openDatabase({ kind: 'pglite', dataDir }, pino({ level: 'silent' }));
      const kept = await database.db.execute(sql`select n from kept`);
      expect(z.object({ rows: z.array(z.object({ n: z.number() })) }).parse(kept).rows).toEqual([{ n: 42 }]);
      await database.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('opens in memory (the tests) with the same buffer pool', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: null }, pino({ level: 'silent' }));
    expect(await setting(database, 'shared_buffers')).toBe('32MB');
    await database.close();
  });
});
