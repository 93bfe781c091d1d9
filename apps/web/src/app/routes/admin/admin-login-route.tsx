import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '@/components/ui/auth-card';
import { adminHomeFor } from '@/app/routes/admin/admin-access';
import { AdminLoginForm } from '@/features/auth/components/admin-login-form';
import { adminSessionQueryOptions } from '@/features/admin-session/api/get-admin-session';
import { rememberAdmin } from '@/features/admin-session/utils/admin-cookies';
import { useDocumentTitle } from '@/lib/document-title';

/** Only an admin page may be the callback: never another site, never a customer page. */
export function safeAdminCallback(callback: string | null): string | null {
  const ok =
    callback !== null && /^\/admin\/[A-Za-z0-9/_-]*$/.test(callback) && !callback.startsWith('/admin/login');
  return ok ? callback : null;
}

/**
 * spec 2 /admin/login (with a callback parameter); title 'Admin - Login'. After sign-in the admin
 * profile is read once to store the spec 3 cookies (roleId base64, adminId), then the callback
 * page opens, or the role's home (the route guards handle a callback the role may not open).
 */
export function AdminLoginRoute() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  useDocumentTitle(t('login.pageTitle'));

  const onSignedIn = async () => {
    const profile = await queryClient.query({ ...adminSessionQueryOptions(), staleTime: 0 });
    rememberAdmin(profile);
    await navigate(safeAdminCallback(params.get('callback')) ?? adminHomeFor(profile.role), {
      replace: true,
    });
  };

  return (
    <AuthCard title={t('login.title')}>
      <AdminLoginForm
        onSignedIn={() => {
          onSignedIn().catch((error: unknown) => {
            console.error('Admin session after sign-in failed', error);
          });
        }}
      />
    </AuthCard>
  );
}
