import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { adminPageOfPath } from '@cl/contracts';
import { FullScreenLoader } from '@/components/ui/full-screen-loader';
import { MessagePage } from '@/components/ui/message-page';
import { useAdminSession } from '@/features/admin-session/api/get-admin-session';
import { AdminLayout } from '@/app/routes/admin/admin-layout';
import { AdminNotFoundRoute } from '@/app/routes/admin/admin-not-found-route';
import { AdminSessionGate } from '@/app/routes/admin/admin-session-gate';
import { RequireAdminPage } from '@/app/routes/admin/require-admin-page';
import { useDocumentTitle } from '@/lib/document-title';

function Planned() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('planned.pageTitle'));
  return <MessagePage title={t('planned.title')} body={t('planned.body')} />;
}

/**
 * An unknown admin path (issue 15): a signed-in admin sees the not-found page inside the admin
 * shell, menu and all, so the way back is where it always is; anyone else sees it in the plain
 * frame, without being asked to sign in first.
 */
function AdminNotFound() {
  const session = useAdminSession();
  if (session.data) {
    return (
      <AdminSessionGate>
        <AdminNotFoundRoute />
      </AdminSessionGate>
    );
  }
  if (session.isPending) return <FullScreenLoader />;
  return (
    <AdminLayout>
      <AdminNotFoundRoute />
    </AdminLayout>
  );
}

/**
 * Admin pages spec 2 names that later issues build (mis-upload, csr-portal, ...): behind the session
 * gate and the role table, so a role lands on its own pages (role 3: csr-portal), not on a 404.
 * Any other admin path is a not-found page (AdminNotFound).
 */
export function AdminFallbackRoute() {
  const page = adminPageOfPath(useLocation().pathname);
  if (!page) return <AdminNotFound />;
  return (
    <AdminSessionGate>
      <RequireAdminPage page={page}>
        <Planned />
      </RequireAdminPage>
    </AdminSessionGate>
  );
}
