import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { canOpenAdminPage, type AdminPage } from '@cl/contracts';
import { adminHomeFor } from '@/app/routes/admin/admin-access';
import { useAdminProfile } from '@/app/routes/admin/admin-profile-context';

/** spec 6 route guard: a role the table does not allow is sent home (see adminHomeFor). */
export function RequireAdminPage({ page, children }: { page: AdminPage; children: ReactNode }) {
  const { role } = useAdminProfile();
  if (!canOpenAdminPage(role, page)) return <Navigate to={adminHomeFor(role)} replace />;
  return children;
}
