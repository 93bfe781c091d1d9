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

export interface RateLimitHit {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

/** One limit's hit: its bucket (unique among the hits counted together), key and fixed window. */
export interface RateLimitWindow {
  bucket: string;
  key: string;
  windowStart: Date;
  windowMs: number;
  limit: number;
}

/**
 * The windows of several limits hit at `now`, to be counted in one statement (issue 16: an OTP
 * send counts three in the statement that also issues its code, otp.repository.ts). Each rule's
 * bucket must differ.
 */
export function rateLimitWindows(
  hits: readonly { rule: RateLimitRule; key: string }[],
  now: Date,
): RateLimitWindow[] {
  return hits.map(({ rule, key }) => {
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    return { bucket: rule.bucket, key, windowStart, windowMs, limit: rule.limit };
  });
}

/** Whether a counted hit is within its limit, and when its window ends (hitRateLimit's answer). */
export function rateLimitHit(window: RateLimitWindow, count: number, now: Date): RateLimitHit {
  const retryAfterSeconds = Math.ceil(
    (window.windowStart.getTime() + window.windowMs - now.getTime()) / 1000,
  );
  return { allowed: count <= window.limit, count, retryAfterSeconds };
}
