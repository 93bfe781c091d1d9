import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AuthCard } from '@/components/ui/auth-card';
import { loadJourneyScreens } from '@/app/routes/customer/journey/load-journey-screens';
import { paths } from '@/config/paths';
import { IdentifierStep } from '@/features/auth/components/identifier-step';
import { LoginConsent } from '@/features/auth/components/login-consent';
import { useSendCode } from '@/features/auth/hooks/use-send-code';
import { identifierFromState } from '@/features/auth/utils/identifier-state';
import { useDocumentTitle } from '@/lib/document-title';
import { loadAppQueryClient } from '@/lib/query-gate';
import { usePartnerHref } from '@/lib/partner-name';
import { usePartnerTerms } from '@/app/routes/customer/use-partner-terms';

// Step 2 (/verification) and the query client it needs are fetched while the code is being sent,
// not with the start page; like the start page it is drawn without MUI (docs/decisions/027).
const prefetchVerification = () => {
  // on failure, lazy() fetches them again
  loadJourneyScreens()
    .then((m) => m.loadOtpScreens())
    .catch(() => undefined);
  loadAppQueryClient().catch(() => undefined); // on failure, QueryGate fetches it again
};

/**
 * spec 2: '/', '/login' and '/:urlSegment' show the login page: the number or email, then
 * /verification for the code. This is the start page: no zod, react-hook-form or TanStack Query
 * here (docs/decisions/007-start-page-budget.md), and no MUI (docs/decisions/027).
 */
export function LoginRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const partnerHref = usePartnerHref();
  const partnerTerms = usePartnerTerms();
  useDocumentTitle(`${t('auth:customer.title')} - ${t('common:brand.tagline')}`);
  const { send, pending } = useSendCode((request, sent) => {
    const state = { request, sentAt: Date.now(), resendAfterSeconds: sent.resendAfterSeconds };
    void navigate(partnerHref(paths.customer.verification.getHref()), { state });
  });

  return (
    <AuthCard
      title={t('auth:customer.title')}
      subtitle={t('auth:customer.subtitle')}
      footer={<LoginConsent partnerTerms={partnerTerms} />}
    >
      <IdentifierStep
        initial={identifierFromState(location.state) ?? { channel: 'mobile', value: '' }}
        pending={pending}
        onSubmit={(request) => {
          prefetchVerification();
          send(request);
        }}
      />
    </AuthCard>
  );
}
