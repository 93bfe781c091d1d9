import { useMutation } from '@tanstack/react-query';
import { AUTH_API, MASQUERADE_API, masqueradeExitResponse, successMessage } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { clearAllCookies, clearCookie, COOKIE_NAMES } from '@/lib/cookies';

// spec 7 POST /api/logout (no payload).
export async function logoutPartner() {
  return apiRequest(AUTH_API.logout, { method: 'POST', schema: successMessage });
}

/**
 * spec 4 logout: the server is called, then every session cookie is cleared and a fresh page loads,
 * even if the call fails. `landing` is the partner's own login page, so the brand stays on screen.
 */
export function usePartnerLogout(landing: string) {
  return useMutation({
    mutationFn: logoutPartner,
    onError: (error) => {
      console.error('Logout failed', error);
    },
    onSettled: () => {
      clearAllCookies();
      window.location.replace(landing);
    },
  });
}

// spec 4 masquerade Exit: POST /api/partner/masquerade/exit ends only the masquerade session (the
// admin's own session stays) and answers where to go.
export async function exitMasquerade() {
  return apiRequest(MASQUERADE_API.exit, { method: 'POST', schema: masqueradeExitResponse });
}

/**
 * spec 4 masquerade Exit: clears the masquerade state and returns to the admin's merchant list (the
 * server's redirect when it is an admin page, else `adminLanding`), even if the call fails.
 */
export function useExitMasquerade(adminLanding: string) {
  return useMutation({
    mutationFn: exitMasquerade,
    onError: (error) => {
      console.error('Exit masquerade failed', error);
    },
    onSettled: (answer) => {
      clearCookie(COOKIE_NAMES.isMasqueradeMode);
      const target = answer?.redirect;
      window.location.assign(target?.startsWith('/admin/') ? target : adminLanding);
    },
  });
}
