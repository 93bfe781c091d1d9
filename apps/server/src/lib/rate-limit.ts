import type { Database } from '../db/client.ts';
import { countHit, countHits } from './rate-limit.repository.ts';

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

export interface RateLimitHit {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/**
 * Several limits counted in one statement (issue 16: an OTP send counted three, one upsert each).
 * Each rule's bucket must differ; the answers are in the order of `hits`.
 */
export async function hitRateLimits(
  db: Database,
  hits: readonly { rule: RateLimitRule; key: string }[],
  now: Date = new Date(),
): Promise<RateLimitHit[]> {
  const windows = hits.map(({ rule }) => {
    const windowMs = rule.windowSeconds * 1000;
    return { windowMs, start: new Date(Math.floor(now.getTime() / windowMs) * windowMs) };
  });
  const counts = await countHits(
    db,
    hits.map(({ rule, key }, i) => ({ bucket: rule.bucket, key, windowStart: windows[i]?.start ?? now })),
  );
  return hits.map(({ rule }, i) => {
    const count = counts.get(rule.bucket) ?? 1;
    const window = windows[i] ?? { windowMs: 0, start: now };
    const retryAfterSeconds = Math.ceil((window.start.getTime() + window.windowMs - now.getTime()) / 1000);
    return { allowed: count <= rule.limit, count, retryAfterSeconds };
  });
}
