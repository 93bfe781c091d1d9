import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import { MasqueradePanel } from '@/features/admin-ops-merchants/components/masquerade-panel';
import { MerchantsTable } from '@/features/admin-ops-merchants/components/merchants-table';

/** /admin/merchant-management (role 1): review merchants; act as a partner (spec 4 masquerade). */
export function MerchantManagementRoute() {
  const { t } = useTranslation('admin-ops');
  return (
    <AdminPage title={t('menu.merchant-management')}>
      <MasqueradePanel />
      <MerchantsTable />
    </AdminPage>
  );
}
