import { createContext, useContext } from 'react';
import type { AdminSession } from '@/features/admin-session/api/get-admin-session';

/** The signed-in admin, provided by the session gate to every page below it. */
export const AdminProfileContext = createContext<AdminSession | null>(null);

export function useAdminProfile(): AdminSession {
  const profile = useContext(AdminProfileContext);
  if (!profile) throw new Error('useAdminProfile outside the admin session gate');
  return profile;
}
