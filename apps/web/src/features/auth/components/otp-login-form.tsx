import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OtpSendBody, SessionUser } from '@cl/contracts';
import { notify } from '@/lib/toast';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { IdentifierStep } from './identifier-step';
import { useOtpRequests, type OtpAudience } from '../hooks/use-otp-requests';

// Step 2 is fetched while the code is being sent, not with the start page.
const loadOtpStep = () => import('./otp-step');
const OtpStep = lazy(() => loadOtpStep().then((m) => ({ default: m.OtpStep })));

type LoginState =
  | { step: 'identifier'; request: OtpSendBody }
  | { step: 'otp'; request: OtpSendBody; sentAt: number; resendAfterSeconds: number };

const START: LoginState = { step: 'identifier', request: { channel: 'mobile', value: '' } };

interface OtpLoginFormProps {
  audience: OtpAudience;
  onVerified: (user: SessionUser) => void;
}

/**
 * Sign-in by one-time password, both steps on one page. Server errors (wrong code, too many tries,
 * or a 404 while the endpoint does not exist) are red toasts from the query client (spec 8).
 */
export function OtpLoginForm({ audience, onVerified }: OtpLoginFormProps) {
  const { t } = useTranslation('auth');
  const { send, verify } = useOtpRequests(audience);
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
          verify.mutate(
            { ...state.request, otp },
            {
              onSuccess: ({ data }) => {
                onVerified(data);
              },
            },
          );
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
