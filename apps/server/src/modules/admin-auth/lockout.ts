// Pure lockout rule for admin sign-in: 5 free tries, then a lock that doubles per further failure
// (1, 2, 4 … minutes) up to an hour.

export const FREE_ATTEMPTS = 5;
const MAX_LOCK_MS = 60 * 60_000;

export function lockAfterFailure(failedAttempts: number, now: Date): Date | null {
  if (failedAttempts < FREE_ATTEMPTS) return null;
  const ms = Math.min(60_000 * 2 ** (failedAttempts - FREE_ATTEMPTS), MAX_LOCK_MS);
  return new Date(now.getTime() + ms);
}

export function lockedFor(lockedUntil: Date | null, now: Date): number {
  return lockedUntil && lockedUntil.getTime() > now.getTime()
    ? Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000)
    : 0;
}
