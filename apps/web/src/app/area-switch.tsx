import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { areaOfPath } from '@/app/area';
import { CustomerArea } from '@/app/routes/customer/customer-area';

// Admin and partner code is fetched only when someone opens those areas: a customer on the start
// page never downloads it (issue 1 performance budget).
const AdminArea = lazy(() => import('@/app/routes/admin/admin-area').then((m) => ({ default: m.AdminArea })));
const PartnerArea = lazy(() =>
  import('@/app/routes/partner/partner-area').then((m) => ({ default: m.PartnerArea })),
);

export function AreaSwitch() {
  const area = areaOfPath(useLocation().pathname);
  return (
    <Suspense fallback={<FullScreenLoader />}>
      {area === 'admin' && <AdminArea />}
      {area === 'partner' && <PartnerArea />}
      {area === 'customer' && <CustomerArea />}
    </Suspense>
  );
}
