import { safeInternalPath } from '@/features/journey/utils/safe-path';

// spec 2 'auth': a signed-out visitor with ?next= signs in first; the target waits here for the
// length of the visit (sessionStorage) and is checked again when it is used.
const KEY = 'cl_next';

export function rememberNext(target: string): void {
  try {
    sessionStorage.setItem(KEY, target);
  } catch {
    // storage blocked: the customer lands on the usual next step instead
  }
}

/** The remembered target, once: reading it forgets it. */
export function takeNext(): string | null {
  try {
    const target = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return safeInternalPath(target);
  } catch {
    return null;
  }
}
