import type { Database, Transaction } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { sendOtp, verifyOtp, type OtpDeps } from '../auth/otp.service.ts';
import { emailChange } from './email-rules.ts';
import {
  clearUnverifiedCopies,
  findLiveUserByVerifiedIdentifier,
  markEmailVerified,
} from './identifiers.repository.ts';
import { isUniqueViolation } from './unique-violation.ts';
import { findLiveUser, type UserRow, type UserUpdate } from './users.repository.ts';

// issue 12 finding 1: a saved email is not a way in until a code sent to it comes back
// (docs/decisions/010-verified-identifiers.md).

const TAKEN = 'This email is already registered with another account. Please use a different email';

/** The columns a profile save writes for its email: a new one is stored unverified. */
export async function emailOnSave(
  tx: Transaction,
  row: UserRow,
  next: string | undefined,
): Promise<{ set: UserUpdate; changed: boolean }> {
  if (next === undefined) return { set: {}, changed: false };
  const change = emailChange(row, next);
  if (change.kind === 'unchanged') return { set: { email: row.email }, changed: false };
  if (change.kind === 'refused') {
    throw new AppError(
      400,
      'EMAIL_IS_SIGN_IN',
      'You sign in with this email, so it cannot be changed here. Please contact support',
    );
  }
  const owner = await findLiveUserByVerifiedIdentifier(tx, 'email', change.email);
  if (owner && owner.id !== row.id) throw conflict(TAKEN);
  return { set: { email: change.email, emailVerified: 0 }, changed: true };
}

async function unverifiedEmail(db: Database, userId: number): Promise<string> {
  const row = await findLiveUser(db, userId);
  if (!row) throw notFound('No such user');
  if (!row.email) throw badRequest('Please save an email in your profile first');
  if (row.emailVerified === 1) throw new AppError(409, 'EMAIL_VERIFIED', 'Your email is already verified');
  return row.email;
}

/** Sends a 6-digit code to the account's unverified email (the sign-in code's limits apply). */
export async function sendEmailVerification(
  deps: OtpDeps,
  input: { userId: number; ip: string; deviceId: string },
): Promise<{ resendAfterSeconds: number; expiresInSeconds: number }> {
  const email = await unverifiedEmail(deps.db, input.userId);
  return sendOtp(deps, {
    purpose: 'email_verify',
    channel: 'email',
    value: email,
    ip: input.ip,
    deviceId: input.deviceId,
  });
}

/** Confirms the email with its code; it then belongs to this account alone. */
export async function verifyEmail(
  deps: OtpDeps,
  input: { userId: number; otp: string; ip: string },
): Promise<void> {
  const email = await unverifiedEmail(deps.db, input.userId);
  const destination = await verifyOtp(deps, {
    purpose: 'email_verify',
    channel: 'email',
    value: email,
    otp: input.otp,
    ip: input.ip,
  });
  try {
    await deps.db.transaction(async (tx) => {
      const owner = await findLiveUserByVerifiedIdentifier(tx, 'email', destination);
      if (owner && owner.id !== input.userId) throw conflict(TAKEN);
      if (!(await markEmailVerified(tx, input.userId, destination))) {
        throw badRequest('Your email has changed. Please ask for a new code');
      }
      await clearUnverifiedCopies(tx, 'email', destination, input.userId);
    });
  } catch (error) {
    // Two accounts verifying one email at once: the partial unique index lets one win.
    if (isUniqueViolation(error)) throw conflict(TAKEN);
    throw error;
  }
}
