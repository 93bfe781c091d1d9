// spec 4 Logout fails closed (issue 13): when POST /api/logout does not answer, this device still
// signs out. The HttpOnly session cookie is the server's to clear, so a marker in localStorage says
// "signed out here": while it is set the app treats the customer as signed out and retries the
// logout call at the next start, which revokes the session and clears the cookie once the server
// answers. Signing in again removes the marker. (No extra cookie-clearing endpoint: the retried
// POST /api/logout is that fallback, and it is CSRF-protected like every other POST.)

const KEY = 'cl.signedOutLocally';

export function markSignedOutLocally(): void {
  try {
    localStorage.setItem(KEY, String(Date.now()));
  } catch {
    // storage blocked: the reload still clears what JavaScript can reach
  }
}

export function isSignedOutLocally(): boolean {
  try {
    return localStorage.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

export function clearSignedOutLocally(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing was kept
  }
}
