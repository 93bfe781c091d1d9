import type { Database } from '../db/client.ts';
import { countHit } from './rate-limit.repository.ts';

export interface RateLimitRule {
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one hit in a fixed window shared by every instance (one upsert, atomic in PostgreSQL)
 * and says whether it is within the limit and when the window ends.
 */
export async function hitRateLimit(
  db: Database,
  rule: RateLimitRule,
  key: string,
  now: Date = new Date(),
): Promise<{ allowed: boolean; count: number; retryAfterSeconds: number }> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const count = (await countHit(db, rule.bucket, key, windowStart)) ?? 1;
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000);
  return { allowed: count <= rule.limit, count, retryAfterSeconds };
}
