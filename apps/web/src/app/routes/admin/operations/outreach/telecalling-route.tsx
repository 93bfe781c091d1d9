import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import { LoadState } from '@/app/routes/admin/components/load-state';
import { useCallQueue } from '@/features/admin-ops-telecalling/api/get-call-queue';
import { CallQueueTable } from '@/features/admin-ops-telecalling/components/call-queue-table';

/** /admin/telecalling (roles 1 and 3): customers who consented to calls; record each call's outcome. */
export function TelecallingRoute() {
  const { t } = useTranslation('admin-ops');
  const queue = useCallQueue();
  return (
    <AdminPage title={t('menu.telecalling')}>
      <Alert severity="info">{t('telecalling.intro')}</Alert>
      <LoadState isPending={queue.isPending} error={queue.error} onRetry={() => void queue.refetch()} />
      {queue.data && <CallQueueTable rows={queue.data} />}
    </AdminPage>
  );
}
