import { AUTH_API, successMessage } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { clearAllCookies } from '@/lib/cookies';
import { i18n } from '@/lib/i18n';
import { clearSignedOutLocally, markSignedOutLocally } from '@/lib/local-sign-out';
import { notify } from '@/lib/toast';

/** How long a failed logout's red toast stays readable before the page reloads. */
const FAILURE_TOAST_MS = 1500;

/** POST /api/logout: revokes the session and clears the HttpOnly cookies. Throws when it fails. */
export async function logoutOnServer(signal?: AbortSignal): Promise<void> {
  await apiRequest(AUTH_API.logout, { method: 'POST', schema: successMessage, signal });
}

/**
 * spec 4 Logout: POST /api/logout, then every spec 3 cookie is cleared and the page reloads, even
 * if the call fails. Fails closed (issue 13): when the server does not answer (offline, 5xx) this
 * device is marked signed out (lib/local-sign-out.ts), so the reloaded page shows the login page,
 * not the signed-in area, and a toast says so (spec 8).
 */
export async function logoutAndReload(): Promise<void> {
  let failed = false;
  try {
    await logoutOnServer();
    clearSignedOutLocally();
  } catch {
    failed = true;
    markSignedOutLocally();
    notify('info', i18n.t('session.signedOutLocally'));
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
