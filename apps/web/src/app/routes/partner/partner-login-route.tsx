import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthCard } from '@/components/ui/auth-card';
import { paths } from '@/config/paths';
import { LoginConsent } from '@/features/auth/components/login-consent';
import { OtpLoginForm } from '@/features/auth/components/otp-login-form';
import { useDocumentTitle } from '@/lib/document-title';

/** spec 2 /partner/login and /:partner/partner/login: the customer OTP form on partner endpoints. */
export function PartnerLoginRoute() {
  const { t } = useTranslation(['auth', 'partner']);
  const navigate = useNavigate();
  useDocumentTitle(t('partner:loginPageTitle'));
  return (
    <AuthCard title={t('auth:partner.title')} subtitle={t('auth:partner.subtitle')} footer={<LoginConsent />}>
      <OtpLoginForm
        audience="partner"
        onVerified={() => {
          void navigate(paths.partner.root.getHref());
        }}
      />
    </AuthCard>
  );
}
