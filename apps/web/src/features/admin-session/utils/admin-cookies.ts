import type { AdminProfile } from '@cl/contracts';
import { clearCookie, COOKIE_NAMES, setCookie, setRoleId } from '@/lib/cookies';

/**
 * spec 3: the non-secret admin cookies, roleId (base64) and adminId. The session itself is the
 * HttpOnly admin cookie (docs/decisions/005); these only tell the browser who is signed in.
 */
export function rememberAdmin(profile: Pick<AdminProfile, 'adminId' | 'role'>): void {
  setRoleId(profile.role);
  setCookie(COOKIE_NAMES.adminId, String(profile.adminId));
}

export function forgetAdmin(): void {
  clearCookie(COOKIE_NAMES.roleId);
  clearCookie(COOKIE_NAMES.adminId);
}
