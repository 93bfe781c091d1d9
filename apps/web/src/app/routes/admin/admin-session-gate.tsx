import { Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { paths } from '@/config/paths';
import { AdminProfileContext } from '@/app/routes/admin/admin-profile-context';
import { AdminShell } from '@/app/routes/admin/admin-shell';
import {
  adminSessionKeys,
  isSignedOutError,
  useAdminSession,
} from '@/features/admin-session/api/get-admin-session';
import { useAdminLogout } from '@/features/admin-session/api/logout-admin';
import { useRecheckSessionOn401 } from '@/lib/use-recheck-session-on-401';
import { forgetAdmin, rememberAdmin } from '@/features/admin-session/utils/admin-cookies';
import { SessionCheckFailed } from '@/features/session/components/session-check-failed';
import { SessionInactivity } from '@/features/session/components/session-inactivity';

/**
 * spec 6: every admin page needs an admin session; without one -> /admin/login?callback=<path>.
 * The signed-in admin is given to the pages below (role guards, menu), and the inactivity prompt
 * (spec 4) watches the admin's idle timeout. Used as a layout route
 * (its Outlet) or around one element.
 */
export function AdminSessionGate({ children }: { children?: ReactNode }) {
  const session = useAdminSession();
  const logout = useAdminLogout();
  const location = useLocation();
  const signedOut = session.isError && isSignedOutError(session.error);
  useRecheckSessionOn401(adminSessionKeys.all);

  useEffect(() => {
    if (session.data) rememberAdmin(session.data);
    if (signedOut) forgetAdmin();
  }, [session.data, signedOut]);

  if (signedOut) return <Navigate to={paths.admin.login.getHref(location.pathname)} replace />;
  if (session.isError) {
    return <SessionCheckFailed area="admin" onRetry={() => void session.refetch()} />;
  }
  if (!session.data) return <FullScreenLoader />;
  return (
    <AdminProfileContext value={session.data}>
      <AdminShell>
        <Suspense fallback={<CenteredSpinner />}>{children ?? <Outlet />}</Suspense>
      </AdminShell>
      <SessionInactivity
        area="admin"
        idleTimeoutSeconds={session.data.idleTimeoutSeconds}
        lastTouchAt={session.dataUpdatedAt}
        touch={() => void session.refetch()}
        onExpire={() => {
          logout.mutate();
        }}
      />
    </AdminProfileContext>
  );
}
