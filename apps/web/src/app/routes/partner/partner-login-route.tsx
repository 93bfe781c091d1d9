import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { AuthCard } from '@/components/ui/auth-card';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { paths } from '@/config/paths';
import { PartnerOtpLogin } from '@/app/routes/partner/partner-otp-login';
import { LoginConsent } from '@/features/auth/components/login-consent';
import {
  partnerSessionQueryOptions,
  usePartnerSession,
} from '@/features/partner-session/api/get-partner-session';
import { useDocumentTitle } from '@/lib/document-title';

/**
 * spec 2 /partner/login and /:partner/partner/login, in the partner's brand (root layout, from the
 * address). spec 6: a partner who is signed in already goes on to /partner.
 */
export function PartnerLoginRoute() {
  const { t } = useTranslation(['auth', 'partner']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = usePartnerSession();
  useDocumentTitle(t('partner:loginPageTitle'));

  if (session.data) return <Navigate to={paths.partner.root.getHref()} replace />;
  if (session.isPending) return <CenteredSpinner />;

  return (
    <AuthCard title={t('auth:partner.title')} subtitle={t('auth:partner.subtitle')} footer={<LoginConsent />}>
      <PartnerOtpLogin
        onVerified={() => {
          // The session is read before the portal opens, so the gate does not see the old 401.
          queryClient.query(partnerSessionQueryOptions()).then(
            () => void navigate(paths.partner.root.getHref(), { replace: true }),
            () => undefined,
          );
        }}
      />
    </AuthCard>
  );
}
