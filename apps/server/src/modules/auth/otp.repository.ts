import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/client.ts';
import { executeNamed } from '../../db/prepared.ts';
import { otpCodes, otpFailures } from '../../db/schema/index.ts';
import type { RateLimitWindow } from '../../lib/rate-limit.ts';

export type OtpRow = typeof otpCodes.$inferSelect;
export type OtpFailureKind = 'send_failed' | 'rate_limited' | 'wrong_code' | 'locked' | 'expired' | 'no_code';

export type Db = Database | Transaction;

/** Serialises sends and verifies for one destination across every instance. */
export async function lockDestination(tx: Db, purpose: string, destination: string): Promise<void> {
  await executeNamed(
    tx,
    'otp_destination_lock',
    sql`select pg_advisory_xact_lock(hashtext(${`${purpose}:${destination}`}))`,
  );
}

export async function latestCode(tx: Db, purpose: string, destination: string): Promise<OtpRow | undefined> {
  const [row] = await tx
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.purpose, purpose), eq(otpCodes.destination, destination)))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return row;
}

export interface IssueRequest {
  purpose: string;
  channel: string;
  destination: string;
  /** Codes created after this are within the resend cooldown. */
  cooldownBefore: Date;
  /** Counted only once the cooldown has passed; the code is issued only if every one is within its limit. */
  limits: readonly RateLimitWindow[];
  code: { codeHash: string; createdAt: Date; expiresAt: Date; ip: string | null };
}

export interface IssueOutcome {
  /** The latest code's creation (ms), whether or not it held the send back. */
  lastCreatedAtMs: number | null;
  /** Each limit's new count, in the order of `limits`; null where nothing was counted (cooldown). */
  counts: (number | null)[];
  /** The new code's id; null when the cooldown or a limit refused it. */
  id: number | null;
}

/**
 * The send's work under the destination lock in one statement (issue 16; it was four: the latest
 * code, the rate-limit upsert, retiring live codes, the insert). Must run after lockDestination,
 * in its transaction: this statement's snapshot is taken after the lock is held, so it sees every
 * code an earlier holder committed. Rules, as before: within the cooldown nothing is counted or
 * written; past it every limit is counted (a refused send counts too), and only if all are within
 * their limits are earlier live codes retired and the new one inserted. The counters' upsert locks
 * each counter row, so parallel sends from one device or IP to other destinations count exactly.
 * PostgreSQL runs each data-modifying WITH once and to completion; none sees another's writes, so
 * the retiring update cannot touch the code inserted beside it.
 */
export async function issueCode(tx: Db, request: IssueRequest): Promise<IssueOutcome> {
  const { purpose, destination } = request;
  const limits = sql.join(
    request.limits.map(
      (l) =>
        sql`(${l.bucket}::varchar, ${l.key}::varchar, ${l.windowStart.toISOString()}::timestamptz, ${l.limit}::int)`,
    ),
    sql`, `,
  );
  const counts = sql.join(
    request.limits.map((l) => sql`(select "count" from hits where "bucket" = ${l.bucket}::varchar)`),
    sql`, `,
  );
  const { code } = request;
  // Named: PostgreSQL plans this statement once per connection, not on every send (issue 16).
  const result = await executeNamed(
    tx,
    `otp_issue_code_${String(request.limits.length)}`,
    sql`
    with latest as (
      select "created_at" from "otp_codes"
      where "purpose" = ${purpose} and "destination" = ${destination}
      order by "created_at" desc, "id" desc
      limit 1
    ), cooled as (
      select not exists (
        select 1 from latest where "created_at" > ${request.cooldownBefore.toISOString()}::timestamptz
      ) as ok
    ), limits ("bucket", "key", "window_start", "limit") as (
      values ${limits}
    ), hits as (
      insert into "rate_limit_counters" ("bucket", "key", "window_start", "count")
      select "bucket", "key", "window_start", 1 from limits where (select ok from cooled)
      on conflict ("bucket", "key", "window_start")
        do update set "count" = "rate_limit_counters"."count" + 1
      returning "bucket", "count"
    ), verdict as (
      select coalesce(bool_and(hits."count" <= limits."limit"), false)
        and count(*) = ${request.limits.length} as ok
      from hits join limits using ("bucket")
    ), retired as (
      update "otp_codes" set "consumed_at" = ${code.createdAt.toISOString()}::timestamptz
      where "purpose" = ${purpose} and "destination" = ${destination} and "consumed_at" is null
        and (select ok from verdict)
    ), inserted as (
      insert into "otp_codes" ("purpose", "channel", "destination", "code_hash", "created_at", "expires_at", "ip")
      select ${purpose}, ${request.channel}, ${destination}, ${code.codeHash},
        ${code.createdAt.toISOString()}::timestamptz, ${code.expiresAt.toISOString()}::timestamptz, ${code.ip}
      where (select ok from verdict)
      returning "id"
    )
    select
      (select (extract(epoch from "created_at") * 1000)::float8 from latest) as last_ms,
      (select "id" from inserted) as id,
      array[${counts}] as counts
  `,
  );
  // Both drivers answer { rows }; parsed, not cast (STYLE 6).
  const [row] = issueResult.parse(result).rows;
  return {
    lastCreatedAtMs: row?.last_ms ?? null,
    counts: row?.counts ?? request.limits.map(() => null),
    id: row?.id ?? null,
  };
}

const issueResult = z.object({
  rows: z.array(
    z.object({
      last_ms: z.number().nullable(),
      id: z.number().int().nullable(),
      counts: z.array(z.number().int().nullable()),
    }),
  ),
});

export async function updateCode(
  tx: Db,
  id: number,
  set: Partial<typeof otpCodes.$inferInsert>,
): Promise<void> {
  await tx.update(otpCodes).set(set).where(eq(otpCodes.id, id));
}

export async function recordOtpFailure(
  db: Db,
  failure: {
    purpose: string;
    channel: string;
    destination: string;
    kind: OtpFailureKind;
    reason?: string;
    ip?: string;
  },
): Promise<void> {
  await db.insert(otpFailures).values(failure);
}
