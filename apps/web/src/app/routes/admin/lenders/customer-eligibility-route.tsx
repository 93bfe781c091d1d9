import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import { LoadState } from '@/app/routes/admin/components/load-state';
import { useLenders } from '@/features/admin-lenders/api/get-lenders';
import { EligibilityTable } from '@/features/admin-lenders/components/eligibility-table';

/** /admin/customer-eligibility (role 1): the criteria the offers engine matches customers against. */
export function CustomerEligibilityRoute() {
  const { t } = useTranslation('admin');
  const lenders = useLenders();
  return (
    <AdminPage title={t('menu.customer-eligibility')}>
      <Typography color="text.secondary">{t('eligibility.intro')}</Typography>
      <LoadState isPending={lenders.isPending} error={lenders.error} onRetry={() => void lenders.refetch()} />
      {lenders.data && <EligibilityTable lenders={lenders.data} />}
    </AdminPage>
  );
}
