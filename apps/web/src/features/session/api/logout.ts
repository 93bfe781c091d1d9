import { AUTH_API, successMessage } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { clearAllCookies } from '@/lib/cookies';
import { errorText } from '@/lib/query-client';
import { notify } from '@/lib/toast';

/** How long a failed logout's red toast stays readable before the page reloads. */
const FAILURE_TOAST_MS = 1500;

/**
 * spec 4 Logout: POST /api/logout, then every spec 3 cookie is cleared and the page reloads, even
 * if the call fails (spec 8: the failure is a red toast). The HttpOnly session cookie is the
 * server's to clear; after the reload the journey guard sends the signed-out visitor to '/'.
 */
export async function logoutAndReload(): Promise<void> {
  let failed = false;
  try {
    await apiRequest(AUTH_API.logout, { method: 'POST', schema: successMessage });
  } catch (error) {
    failed = true;
    notify('error', errorText(error));
  }
  clearAllCookies();
  try {
    sessionStorage.clear(); // a pending sign-in or a hand-off target must not outlive the session
  } catch {
    // storage blocked: nothing was kept there either
  }
  if (failed) await new Promise((resolve) => setTimeout(resolve, FAILURE_TOAST_MS));
  window.location.reload();
}
