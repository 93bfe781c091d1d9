import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import { LoadState } from '@/app/routes/admin/components/load-state';
import { useTrackingLinks } from '@/features/admin-ops-tracking-links/api/get-tracking-links';
import { TrackingLinkForm } from '@/features/admin-ops-tracking-links/components/tracking-link-form';
import { TrackingLinksTable } from '@/features/admin-ops-tracking-links/components/tracking-links-table';

/** /admin/tracking-links (role 1): UTM links for partners and campaigns, with their click counts. */
export function TrackingLinksRoute() {
  const { t } = useTranslation('admin-ops');
  const links = useTrackingLinks();
  return (
    <AdminPage title={t('menu.tracking-links')}>
      <TrackingLinkForm />
      <LoadState isPending={links.isPending} error={links.error} onRetry={() => void links.refetch()} />
      {links.data && <TrackingLinksTable rows={links.data} />}
    </AdminPage>
  );
}
