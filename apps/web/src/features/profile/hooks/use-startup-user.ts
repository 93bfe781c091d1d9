import { useEffect, useSyncExternalStore } from 'react';
import { COOKIE_NAMES, setCookie } from '@/lib/cookies';
import { useUser } from '../api/get-user';

// spec 3 temporary UI state: a counter whose increments refetch the user details (spec 4).
let refetchCounter = 0;
const listeners = new Set<() => void>();

/**
 * Asks for fresh user details (after something changed them outside the profile forms). spec 3's
 * refetch counter: nothing outside the profile forms changes the details yet, so no caller.
 * @public
 */
export function requestUserRefetch(): void {
  refetchCounter += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * spec 4 start-up: for a signed-in customer the user details are fetched; when they carry an
 * inflight_credit_app_id it is stored (the spec 3 appId cookie) and the record in the cache is
 * the updated one. The details are fetched again each time the refetch counter increments.
 */
export function useStartupUser(userId: number | null) {
  const counter = useSyncExternalStore(subscribe, () => refetchCounter);
  const user = useUser(userId);
  const { refetch } = user;
  const inflight = user.data?.inflight_credit_app_id;

  useEffect(() => {
    if (counter > 0 && userId !== null) void refetch();
  }, [counter, userId, refetch]);

  useEffect(() => {
    if (inflight) setCookie(COOKIE_NAMES.appId, inflight);
  }, [inflight]);

  useEffect(() => {
    if (user.error) console.error('Could not load the user details', user.error); // spec 8: logged only
  }, [user.error]);

  return user;
}
