import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '@/components/ui/auth-card';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { paths } from '@/config/paths';
import { LoginConsent } from '@/features/auth/components/login-consent';
import { usePartnerTerms } from '@/app/routes/customer/use-partner-terms';
import { OtpStep } from '@/features/auth/components/otp-step';
import { useOtpRequests } from '@/features/auth/hooks/use-otp-requests';
import { chooseProduct, readProductType } from '@/features/journey/utils/product-cookies';
import { productOfSegment } from '@/features/journey/utils/segment-product';
import { readSessionAfterChange } from '@/features/session/api/get-session';
import { readCookie, COOKIE_NAMES } from '@/lib/cookies';
import { useDocumentTitle } from '@/lib/document-title';
import { usePartnerHref } from '@/lib/partner-name';
import { notify } from '@/lib/toast';
import { takeNext } from './hand-off-target';
import { readPendingSignIn, type PendingSignIn } from './pending-sign-in';
import { useContinueJourney } from './use-journey';

/**
 * spec 2 /verification: the OTP step of sign-in. '/' sent the code; here it is entered, with the
 * resend countdown. Without a pending number the visitor goes back to '/'. After verify the
 * customer goes to the hand-off target (/auth?next=) or where spec 4 sends them.
 */
export function VerificationRoute() {
  const { t } = useTranslation(['auth', 'common']);
  const location = useLocation();
  const navigate = useNavigate();
  const partnerHref = usePartnerHref();
  const partnerTerms = usePartnerTerms();
  const queryClient = useQueryClient();
  const continueJourney = useContinueJourney();
  const { send, verify } = useOtpRequests();
  const [pending, setPending] = useState<PendingSignIn | null>(() => readPendingSignIn(location.state));
  const done = useRef(false);
  useDocumentTitle(`${t('auth:otp.title')} - ${t('common:brand.tagline')}`);

  if (!pending) return <Navigate to={partnerHref(paths.customer.signIn.getHref())} replace />;

  const onVerified = async () => {
    if (done.current) return;
    done.current = true;
    // A landing page ('/personal-loan') chose the product before sign-in (spec 2 urlSegment).
    const segmentProduct = productOfSegment(readCookie(COOKIE_NAMES.urlSegment));
    if (!readProductType() && segmentProduct) chooseProduct(segmentProduct);
    await readSessionAfterChange(queryClient);
    const next = takeNext();
    if (next) await navigate(next, { replace: true });
    else await continueJourney({ replace: true, sessionCurrent: true });
  };

  return (
    <AuthCard title={t('auth:otp.title')} footer={<LoginConsent partnerTerms={partnerTerms} />}>
      <Suspense fallback={<CenteredSpinner minHeight={200} />}>
        <OtpStep
          request={pending.request}
          sentAt={pending.sentAt}
          resendAfterSeconds={pending.resendAfterSeconds}
          verifying={verify.isPending}
          resending={send.isPending}
          showTitle={false}
          onVerify={(otp) => {
            verify.mutate({ ...pending.request, otp }, { onSuccess: () => void onVerified() });
          }}
          onResend={() => {
            send.mutate(pending.request, {
              onSuccess: ({ resendAfterSeconds }) => {
                const next = { request: pending.request, sentAt: Date.now(), resendAfterSeconds };
                setPending(next);
                // The history entry keeps the restarted countdown, so a reload shows it too.
                void navigate(`${location.pathname}${location.search}`, { replace: true, state: next });
                notify('info', t('auth:otp.resent'));
              },
            });
          }}
          onChange={() => {
            void navigate(partnerHref(paths.customer.signIn.getHref()), {
              state: { request: pending.request },
            });
          }}
        />
      </Suspense>
    </AuthCard>
  );
}
