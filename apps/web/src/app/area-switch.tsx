import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { areaOfPath } from '@/app/area';
import { CustomerArea } from '@/app/routes/customer/customer-area';
import { isUrlSegment } from '@/config/url-segments';
import { QueryGate } from '@/lib/query-gate';

// Admin and partner code is fetched only when someone opens those areas: a customer on the start
// page never downloads it (issue 1 performance budget).
const AdminArea = lazy(() => import('@/app/routes/admin/admin-area').then((m) => ({ default: m.AdminArea })));
const PartnerArea = lazy(() =>
  import('@/app/routes/partner/partner-area').then((m) => ({ default: m.PartnerArea })),
);

/** The login page, at '/' and '/:urlSegment': it paints without TanStack Query (docs/decisions/007). */
function isStartPage(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return segments.length === 0 || (segments.length === 1 && isUrlSegment(segments[0]));
}

export function AreaSwitch() {
  const { pathname } = useLocation();
  const area = areaOfPath(pathname);
  return (
    <Suspense fallback={<FullScreenLoader />}>
      <QueryGate wait={!(area === 'customer' && isStartPage(pathname))}>
        {area === 'admin' && <AdminArea />}
        {area === 'partner' && <PartnerArea />}
        {area === 'customer' && <CustomerArea />}
      </QueryGate>
    </Suspense>
  );
}
