import { useMutation } from '@tanstack/react-query';
import { AUTH_API, successMessage } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { clearAllCookies } from '@/lib/cookies';

// spec 7 POST /api/logout (no payload). spec 4: then every session cookie is cleared and the page
// reloads, even when the call fails; the reload lands on /admin/login through the session gate.
export async function logoutAdmin() {
  return apiRequest(AUTH_API.logout, { method: 'POST', schema: successMessage });
}

export function useAdminLogout() {
  return useMutation({
    mutationFn: logoutAdmin,
    onError: (error) => {
      console.error('Logout failed', error);
    },
    onSettled: () => {
      clearAllCookies();
      window.location.reload();
    },
  });
}
