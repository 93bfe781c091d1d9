import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import { LoadState } from '@/app/routes/admin/components/load-state';
import { useCampaigns } from '@/features/admin-ops-messaging/api/get-campaigns';
import { CampaignForm } from '@/features/admin-ops-messaging/components/campaign-form';
import { CampaignsTable } from '@/features/admin-ops-messaging/components/campaigns-table';

/** /admin/messaging (role 1): SMS and email campaigns to consented customers, with their results. */
export function MessagingRoute() {
  const { t } = useTranslation('admin-ops');
  const campaigns = useCampaigns();
  return (
    <AdminPage title={t('menu.messaging')}>
      <Alert severity="info">{t('messaging.intro')}</Alert>
      <CampaignForm />
      <LoadState
        isPending={campaigns.isPending}
        error={campaigns.error}
        onRetry={() => void campaigns.refetch()}
      />
      {campaigns.data && <CampaignsTable rows={campaigns.data} />}
    </AdminPage>
  );
}
