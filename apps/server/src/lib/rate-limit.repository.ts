import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';

/** Counts one hit for (bucket, key) in the window starting at windowStart; answers the new count. */
export async function countHit(
  db: Database,
  bucket: string,
  key: string,
  windowStart: Date,
): Promise<number | undefined> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ bucket, key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.bucket, rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  return row?.count;
}
