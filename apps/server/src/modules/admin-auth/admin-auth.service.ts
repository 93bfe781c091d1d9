import { hash, verify } from '@node-rs/argon2';
import { isAdminRole, type AdminProfile } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { tooManyRequests, unauthorized } from '../../lib/app-error.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { FREE_ATTEMPTS, lockAfterFailure, lockedFor } from './lockout.ts';
import {
  countFailedLogin,
  extendLock,
  findAdminByEmail,
  findAdminById,
  recordSuccessfulLogin,
  type AdminRow,
} from './admin-auth.repository.ts';

export type { AdminRow } from './admin-auth.repository.ts';

// A verify against this hash when the email is unknown keeps the answer time the same.
let decoyHash: Promise<string> | undefined;

const WINDOW = 900;
/** issue 12 finding 6: limits counted before any look-up, the same for known and unknown emails. */
const PER_IP = { bucket: 'admin_login_ip', limit: 30, windowSeconds: WINDOW };
const PER_EMAIL = { bucket: 'admin_login_email', limit: 10, windowSeconds: WINDOW };
/** Failures of an email nobody holds "lock" like an account's do, so a lock reveals nothing. */
const UNKNOWN_FAILURES = { bucket: 'admin_login_unknown', limit: FREE_ATTEMPTS, windowSeconds: 3600 };

const INCORRECT = 'Email or password is incorrect';
const tooMany = () => tooManyRequests('Too many sign-in attempts. Please try again later');

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function toAdminProfile(row: AdminRow): AdminProfile {
  if (!isAdminRole(row.role)) throw new Error(`admin ${row.id} has an unknown role`);
  return { adminId: row.id, email: row.email, username: row.username, role: row.role };
}

/**
 * Email + password (argon2id) with lockout and backoff. Every failure answers the same: 401 with
 * one message, or 429 with one message once the address, the email or the account is over its limit.
 */
export async function authenticateAdmin(
  db: Database,
  input: { email: string; password: string; ip: string },
  now = new Date(),
): Promise<AdminRow> {
  const email = input.email.trim().toLowerCase();
  const perIp = await hitRateLimit(db, PER_IP, input.ip, now);
  const perEmail = await hitRateLimit(db, PER_EMAIL, email, now);
  if (!perIp.allowed || !perEmail.allowed) throw tooMany();

  const row = await findAdminByEmail(db, email);
  if (!row || row.disabledAt) {
    // Every try at an unknown email fails, so it is counted up front; once "locked" it skips the
    // hash like a locked account does, and otherwise spends the same argon2 time as a real one.
    const failures = await hitRateLimit(db, UNKNOWN_FAILURES, email, now);
    if (failures.count > FREE_ATTEMPTS) throw tooMany();
    decoyHash ??= hash('decoy password that matches nothing');
    await verify(await decoyHash, input.password);
    throw unauthorized(INCORRECT);
  }
  if (lockedFor(row.lockedUntil, now) > 0) throw tooMany();
  if (!(await verify(row.passwordHash, input.password))) {
    const failedAttempts = await countFailedLogin(db, row.id);
    const lockUntil = lockAfterFailure(failedAttempts, now);
    if (lockUntil) await extendLock(db, row.id, lockUntil);
    throw unauthorized(INCORRECT);
  }
  await recordSuccessfulLogin(db, row.id, now);
  return row;
}

export async function findActiveAdmin(db: Database, id: number): Promise<AdminRow | undefined> {
  const row = await findAdminById(db, id);
  return row && !row.disabledAt ? row : undefined;
}
