import { lazy, Suspense } from 'react';
import { Navigate, useLocation } from 'react-router';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { areaOfPath } from '@/app/area';
import { CustomerArea } from '@/app/routes/customer/customer-area';
import { COOKIE_NAMES, readCookie, readRoleId } from '@/lib/cookies';
import { MuiScope } from '@/lib/mui-scope';
import { QueryGate } from '@/lib/query-gate';
import { isLoginPagePath } from '@/lib/site';

// Admin and partner code (and MUI's theme, which they use throughout) is fetched only when someone
// opens those areas: a customer on the start page never downloads it (issue 1, issue 16).
const AdminArea = lazy(() => import('@/app/routes/admin/admin-area').then((m) => ({ default: m.AdminArea })));
const PartnerArea = lazy(() =>
  import('@/app/routes/partner/partner-area').then((m) => ({ default: m.PartnerArea })),
);

/**
 * spec 6: an admin visiting the customer shell goes to /admin/dashboard (the admin area then sends
 * a role that may not open it to its own first page). The roleId and adminId cookies say an admin
 * is signed in in this browser; the admin area checks the session itself and clears them when it
 * has ended, so a stale pair costs one detour. The public merchant form is not the customer shell.
 */
function adminInCustomerShell(pathname: string): boolean {
  if (pathname.startsWith('/create-merchant-form')) return false;
  return readRoleId() !== null && readCookie(COOKIE_NAMES.adminId) !== null;
}

export function AreaSwitch() {
  const { pathname } = useLocation();
  const area = areaOfPath(pathname);
  if (area === 'customer' && adminInCustomerShell(pathname))
    return <Navigate to="/admin/dashboard" replace />;
  return (
    <Suspense fallback={<FullScreenLoader />}>
      {/* The sign-in page (lib/site.ts isLoginPagePath) paints without TanStack Query (docs/decisions/007). */}
      <QueryGate wait={!(area === 'customer' && isLoginPagePath(pathname))}>
        {area === 'admin' && (
          <MuiScope fallback={<FullScreenLoader />}>
            <AdminArea />
          </MuiScope>
        )}
        {area === 'partner' && (
          <MuiScope fallback={<FullScreenLoader />}>
            <PartnerArea />
          </MuiScope>
        )}
        {area === 'customer' && <CustomerArea />}
      </QueryGate>
    </Suspense>
  );
}
