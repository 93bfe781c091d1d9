import type { SessionArea } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import {
  findLiveSessionByHash,
  insertSession,
  revokeAllLiveSessions,
  revokeSessionByHash,
  setIdentityConfirmedAt,
  touchSession,
  type SessionRow,
} from './session.repository.ts';
import { randomToken, sha256Hex } from '../../lib/crypto.ts';

export interface SessionTimeouts {
  idleSeconds: number;
  absoluteSeconds: number;
}

export interface ActiveSession {
  tokenHash: string;
  area: SessionArea;
  subjectId: number;
  masqueradeAdminId: number | null;
  expiresAt: Date;
  /** spec 4 returning flag: the welcome-back check was passed in this session (as the request began). */
  identityConfirmed: boolean;
}

/** Only the last-seen time is written on use, and at most once a minute per session. */
const TOUCH_EVERY_MS = 60_000;

/** A new random token at every sign-in (no fixation); only its hash is stored. */
export async function createSession(
  db: Database,
  input: {
    area: SessionArea;
    subjectId: number;
    ip?: string;
    userAgent?: string;
    masqueradeAdminId?: number;
  },
  timeouts: SessionTimeouts,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + timeouts.absoluteSeconds * 1000);
  await insertSession(db, {
    tokenHash: sha256Hex(token),
    area: input.area,
    subjectId: input.subjectId,
    masqueradeAdminId: input.masqueradeAdminId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 255),
  });
  return { token, expiresAt };
}

/**
 * How a guard reads the session by its token hash: alone, or with what its route reads next in the
 * same statement (`extra`, issue 16: one round trip fewer on a hot path).
 */
export type SessionReader<Extra> = (
  db: Database,
  tokenHash: string,
) => Promise<{ row: SessionRow; extra: Extra } | undefined>;

/** The session alone, as every guard but requireCustomerWithRecord reads it. */
export const readSession: SessionReader<undefined> = async (db, tokenHash) => {
  const row = await findLiveSessionByHash(db, tokenHash);
  return row && { row, extra: undefined };
};

/**
 * The live session for a token, or null when unknown, revoked, idle too long or past expiry; with
 * what `read` read beside it in the same statement.
 */
export async function findActiveSession<Extra>(
  db: Database,
  token: string,
  timeoutsFor: (area: SessionArea) => SessionTimeouts,
  read: SessionReader<Extra>,
  now: Date = new Date(),
): Promise<{ session: ActiveSession; extra: Extra } | null> {
  const tokenHash = sha256Hex(token);
  const found = await read(db, tokenHash);
  if (!found) return null;
  const { row } = found;
  if (!isSessionArea(row.area)) return null;
  const idleMs = timeoutsFor(row.area).idleSeconds * 1000;
  if (row.expiresAt.getTime() <= now.getTime() || row.lastSeenAt.getTime() + idleMs <= now.getTime())
    return null;
  if (now.getTime() - row.lastSeenAt.getTime() >= TOUCH_EVERY_MS) {
    await touchSession(db, tokenHash, now);
  }
  const session: ActiveSession = {
    tokenHash,
    area: row.area,
    subjectId: row.subjectId,
    masqueradeAdminId: row.masqueradeAdminId,
    expiresAt: row.expiresAt,
    identityConfirmed: row.identityConfirmedAt !== null,
  };
  return { session, extra: found.extra };
}

export async function revokeSession(db: Database, token: string, now: Date = new Date()): Promise<void> {
  await revokeSessionByHash(db, sha256Hex(token), now);
}

/**
 * Every live session of one subject. No caller yet: kept for ending sessions when an account is
 * disabled or erased, which the auth and erasure modules are being reworked for (issue 14).
 * @public
 */
export async function revokeAllSessions(db: Database, area: SessionArea, subjectId: number): Promise<void> {
  await revokeAllLiveSessions(db, area, subjectId);
}

function isSessionArea(value: string): value is SessionArea {
  return value === 'customer' || value === 'partner' || value === 'admin';
}

/** spec 4 returning flag, kept on the session it was earned in. */
export async function confirmSessionIdentity(db: Database, tokenHash: string): Promise<void> {
  await setIdentityConfirmedAt(db, tokenHash, new Date());
}
