import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import { LoadState } from '@/app/routes/admin/components/load-state';
import { useLenders } from '@/features/admin-lenders/api/get-lenders';
import { VendorsOnOffTable } from '@/features/admin-lenders/components/vendors-on-off-table';

/** /admin/vendors-on-off (role 1): switch a lender's offers on or off (vendor_on). */
export function VendorsOnOffRoute() {
  const { t } = useTranslation('admin');
  const lenders = useLenders();
  return (
    <AdminPage title={t('menu.vendors-on-off')}>
      <Typography color="text.secondary">{t('vendors.intro')}</Typography>
      <LoadState isPending={lenders.isPending} error={lenders.error} onRetry={() => void lenders.refetch()} />
      {lenders.data && <VendorsOnOffTable lenders={lenders.data} />}
    </AdminPage>
  );
}
