import {
  IDENTITY_CHECK_LIMIT,
  JOURNEY_MESSAGES,
  IDENTITY_CHECK_MESSAGES,
  hintPan,
  type LanguageCode,
  type UserRecord,
} from '@cl/contracts';
import type { z } from 'zod';
import type { profileUpdateBody } from '@cl/contracts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { confirmSessionIdentity, type ActiveSession } from '../auth/session.service.ts';
import type { ConsentContext } from './consent.ts';
import { findLiveUser, type UserRow } from './users.repository.ts';
import { checkIdentity, getUserRecord, saveProfile, type UsersDeps } from './users.service.ts';

// spec 2 welcome-back, issue 12 and issue 13: a returning customer (a product profile completed in
// an earlier session) confirms PAN and birth date once per session before offers, KFS, apply or a
// lender hand-off, and until then the profile read withholds them. Completing a profile for the
// first time in this session confirms it: a new customer is not asked for what they just typed.

const isReturning = (row: UserRow) =>
  row.plCompleted === 1 || row.blCompleted === 1 || row.glCompleted === 1 || row.hlCompleted === 1;

/** The record with the birth date withheld (year only) and the PAN cut to the hint's two characters. */
export function withholdIdentity(record: UserRecord): UserRecord {
  return { ...record, pan: hintPan(record.pan), birthDate: null, dob_date: null, dob_month: null };
}

/** GET /api/user/:id for the customer themself: full birth date only once this session is confirmed. */
export async function readOwnProfile(
  deps: UsersDeps,
  session: ActiveSession,
  userId: number,
): Promise<UserRecord> {
  const record = await getUserRecord(deps, userId);
  return session.identityConfirmed ? record : withholdIdentity(record);
}

/**
 * POST /api/user/:id/identity-check: at most IDENTITY_CHECK_LIMIT tries an hour per customer,
 * counted before the answer is compared, so the sixth try is refused even when it is right.
 */
export async function confirmIdentity(
  deps: UsersDeps,
  session: ActiveSession,
  userId: number,
  answer: { pan: string; birthDate: string },
  language: LanguageCode,
): Promise<void> {
  const hit = await hitRateLimit(deps.db, IDENTITY_CHECK_LIMIT, `user:${String(userId)}`);
  if (!hit.allowed)
    throw new AppError(
      429,
      'IDENTITY_CHECK_LIMIT',
      IDENTITY_CHECK_MESSAGES.tooMany(language, hit.retryAfterSeconds),
    );
  if (!(await checkIdentity(deps, userId, answer.pan, answer.birthDate))) {
    const triesLeft = IDENTITY_CHECK_LIMIT.limit - hit.count;
    throw new AppError(400, 'IDENTITY_MISMATCH', IDENTITY_CHECK_MESSAGES.mismatch(language, triesLeft));
  }
  await confirmSessionIdentity(deps.db, session.tokenHash);
}

/**
 * POST /api/user/:id/profile: saves the form; a customer who had no completed profile before
 * (not returning) is confirmed for this session. A returning customer must pass the check first:
 * a form that takes any PAN and birth date must not be a way round it (nor an unlimited oracle).
 */
export async function saveOwnProfile(
  deps: UsersDeps,
  session: ActiveSession,
  userId: number,
  body: z.output<typeof profileUpdateBody>,
  context: ConsentContext,
): Promise<{ record: UserRecord; emailChanged: boolean }> {
  const before = await findLiveUser(deps.db, userId);
  if (!before) throw notFound('No such user');
  const returning = isReturning(before);
  if (returning && !session.identityConfirmed)
    throw new AppError(
      403,
      'JOURNEY_IDENTITY_UNCONFIRMED',
      JOURNEY_MESSAGES.IDENTITY_UNCONFIRMED[context.language === 'hi' ? 'hi' : 'en'],
    );
  const { emailChanged } = await saveProfile(deps, userId, body, context);
  if (!returning) await confirmSessionIdentity(deps.db, session.tokenHash);
  // Confirmed now if it was not before: a first completed profile confirms this session.
  const confirmed = { ...session, identityConfirmed: true };
  return { record: await readOwnProfile(deps, confirmed, userId), emailChanged };
}
