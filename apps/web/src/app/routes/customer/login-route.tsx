import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthCard } from '@/components/ui/auth-card';
import { paths } from '@/config/paths';
import { LoginConsent } from '@/features/auth/components/login-consent';
import { OtpLoginForm } from '@/features/auth/components/otp-login-form';
import { useDocumentTitle } from '@/lib/document-title';
import { usePartnerHref } from '@/lib/partner-name';

/** spec 2: '/' and '/:urlSegment' show the login page; after sign-in, the product list. */
export function LoginRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const partnerHref = usePartnerHref();
  useDocumentTitle(`${t('auth:customer.title')} - ${t('common:brand.tagline')}`);

  return (
    <AuthCard
      title={t('auth:customer.title')}
      subtitle={t('auth:customer.subtitle')}
      footer={<LoginConsent />}
    >
      <OtpLoginForm
        audience="customer"
        onVerified={() => {
          void navigate(partnerHref(paths.customer.products.getHref()));
        }}
      />
    </AuthCard>
  );
}
