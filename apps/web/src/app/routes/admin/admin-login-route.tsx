import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '@/components/ui/auth-card';
import { paths } from '@/config/paths';
import { AdminLoginForm } from '@/features/auth/components/admin-login-form';
import { useDocumentTitle } from '@/lib/document-title';

/** Only an admin page may be the callback: never another site, never a customer page. */
export function safeAdminCallback(callback: string | null): string {
  const ok =
    callback !== null && /^\/admin\/[A-Za-z0-9/_-]*$/.test(callback) && !callback.startsWith('/admin/login');
  return ok ? callback : paths.admin.dashboard.getHref();
}

/** spec 2 /admin/login (with a callback parameter); title 'Admin - Login'. */
export function AdminLoginRoute() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  useDocumentTitle(t('login.pageTitle'));
  return (
    <AuthCard title={t('login.title')}>
      <AdminLoginForm
        onSignedIn={() => {
          void navigate(safeAdminCallback(params.get('callback')), { replace: true });
        }}
      />
    </AuthCard>
  );
}
