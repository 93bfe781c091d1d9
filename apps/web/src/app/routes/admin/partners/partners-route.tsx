import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import { LoadState } from '@/app/routes/admin/components/load-state';
import { usePartners } from '@/features/admin-partners/api/get-partners';
import { PartnersTable } from '@/features/admin-partners/components/partners-table';

/** /admin/partners (role 1): the partner list; a name opens the partner. */
export function PartnersRoute() {
  const { t } = useTranslation('admin');
  const partners = usePartners();
  return (
    <AdminPage title={t('menu.partners')}>
      <LoadState
        isPending={partners.isPending}
        error={partners.error}
        onRetry={() => void partners.refetch()}
      />
      {partners.data && <PartnersTable partners={partners.data} />}
    </AdminPage>
  );
}
