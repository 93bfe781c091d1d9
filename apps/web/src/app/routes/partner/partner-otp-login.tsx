import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OtpSendBody } from '@cl/contracts';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { notify } from '@/lib/toast';
import { sendPartnerOtpMutationOptions } from '@/features/auth/api/send-partner-otp';
import { IdentifierStep } from '@/features/auth/components/identifier-step';
import { verifyPartnerOtpMutationOptions } from '@/features/partner-session/api/verify-partner-otp';

const loadOtpStep = () => import('@/features/auth/components/otp-step');
const OtpStep = lazy(() => loadOtpStep().then((m) => ({ default: m.OtpStep })));

type LoginState =
  | { step: 'identifier'; request: OtpSendBody }
  | { step: 'otp'; request: OtpSendBody; sentAt: number; resendAfterSeconds: number };

const START: LoginState = { step: 'identifier', request: { channel: 'mobile', value: '' } };

/**
 * The customer OTP form's two steps (identifier, code) on the partner endpoints; the partner
 * verify answer is { partnerId, userName }, and the session is the partner's own cookie.
 */
export function PartnerOtpLogin({ onVerified }: { onVerified: () => void }) {
  const { t } = useTranslation('auth');
  const send = useMutation(sendPartnerOtpMutationOptions());
  const verify = useMutation(verifyPartnerOtpMutationOptions());
  const [state, setState] = useState<LoginState>(START);

  const sendCode = (request: OtpSendBody, resent: boolean) => {
    loadOtpStep().catch(() => undefined); // on failure, lazy() retries when step 2 renders
    send.mutate(request, {
      onSuccess: ({ resendAfterSeconds }) => {
        setState({ step: 'otp', request, sentAt: Date.now(), resendAfterSeconds });
        if (resent) notify('info', t('otp.resent'));
      },
    });
  };

  if (state.step === 'identifier') {
    return (
      <IdentifierStep
        initial={state.request}
        pending={send.isPending}
        onSubmit={(request) => {
          sendCode(request, false);
        }}
      />
    );
  }

  return (
    <Suspense fallback={<CenteredSpinner minHeight={200} />}>
      <OtpStep
        request={state.request}
        sentAt={state.sentAt}
        resendAfterSeconds={state.resendAfterSeconds}
        verifying={verify.isPending}
        resending={send.isPending}
        onVerify={(otp) => {
          verify.mutate({ ...state.request, otp }, { onSuccess: onVerified });
        }}
        onResend={() => {
          sendCode(state.request, true);
        }}
        onChange={() => {
          setState({ step: 'identifier', request: state.request });
        }}
      />
    </Suspense>
  );
}
