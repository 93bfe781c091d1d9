import { useTranslation } from 'react-i18next';
import { canOpenAdminPage } from '@cl/contracts';
import { useAdminProfile } from '@/app/routes/admin/admin-profile-context';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import type { ReportKind } from '@/features/admin-ops-reports/api/get-report';
import { ReportView } from '@/features/admin-ops-reports/components/report-view';

type ReportPageName = 'products-report' | 'vendors-products-report' | 'customers-journey';

const KINDS: Record<ReportPageName, ReportKind> = {
  'products-report': 'products',
  'vendors-products-report': 'vendorsProducts',
  'customers-journey': 'customersJourney',
};

/** /admin/products-report, /admin/vendors-products-report, /admin/customers-journey. */
export function ReportPage({ page }: { page: ReportPageName }) {
  const { t } = useTranslation('admin-ops');
  const { role } = useAdminProfile();
  const title = t(`menu.${page}`);
  return (
    <AdminPage title={title}>
      <ReportView
        kind={KINDS[page]}
        label={title}
        canListLenders={canOpenAdminPage(role, 'lenders')}
        show={
          page === 'customers-journey' ? { product: true } : { status: true, lender: true, product: true }
        }
      />
    </AdminPage>
  );
}

export function ProductsReportRoute() {
  return <ReportPage page="products-report" />;
}
export function VendorsProductsReportRoute() {
  return <ReportPage page="vendors-products-report" />;
}
export function CustomersJourneyRoute() {
  return <ReportPage page="customers-journey" />;
}
