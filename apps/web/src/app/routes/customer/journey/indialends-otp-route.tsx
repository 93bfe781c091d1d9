import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { OtpSendBody } from '@cl/contracts';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { env } from '@/config/env';
import { IdentifierStep } from '@/features/auth/components/identifier-step';
import { OtpStep } from '@/features/auth/components/otp-step';
import { useOtpRequests } from '@/features/auth/hooks/use-otp-requests';
import { safeInternalPath } from '@/features/journey/utils/safe-path';
import { useUser } from '@/features/profile/api/get-user';
import { readSessionAfterChange, useSession } from '@/features/session/api/get-session';
import { notify } from '@/lib/toast';
import { JourneyPage } from './journey-page';
import { useContinueJourney } from './use-journey';

const LENDER_NAME = /^[A-Za-z0-9 .&-]{1,60}$/;

/**
 * spec 2 indialends-otp (under /user and public): the customer agrees, with a one-time code, that
 * their profile and application go to the chosen lender. Signed in: the code goes to the number
 * (or email) on record. Public: the number is asked first, and verifying also signs them in.
 * ?lender= names the lender; ?next= (one of our pages) is where they go afterwards.
 */
export function IndialendsOtpRoute() {
  const { t } = useTranslation('journey');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const continueJourney = useContinueJourney();
  const session = useSession();
  const user = useUser(session.data?.user.userId ?? null);
  const { send, verify } = useOtpRequests();
  const [sent, setSent] = useState<{ request: OtpSendBody; at: number; wait: number } | null>(null);
  const lenderParam = params.get('lender');
  const lender = lenderParam && LENDER_NAME.test(lenderParam) ? lenderParam : t('indialends.theLender');
  const next = safeInternalPath(params.get('next'));

  if (session.isPending) return <CenteredSpinner />;
  const phone = session.data?.user.phoneNumber;
  const email = user.data?.email;
  const onRecord: OtpSendBody | null = phone
    ? { channel: 'mobile', value: phone }
    : email
      ? { channel: 'email', value: email }
      : null;

  const sendTo = (request: OtpSendBody, resent: boolean) => {
    send.mutate(request, {
      onSuccess: ({ resendAfterSeconds }) => {
        setSent({ request, at: Date.now(), wait: resendAfterSeconds });
        if (resent) notify('info', t('indialends.resent'));
      },
    });
  };

  const onVerified = async () => {
    notify('success', t('indialends.done', { lender }));
    await readSessionAfterChange(queryClient);
    if (next) await navigate(next, { replace: true });
    else await continueJourney({ replace: true, sessionCurrent: true });
  };

  return (
    <JourneyPage title={t('indialends.title')} subtitle={t('indialends.subtitle', { lender })} width={520}>
      <Stack spacing={2.5}>
        <Typography variant="body2">
          {t('indialends.consent', { lender, company: env.companyName })}
        </Typography>
        {sent ? (
          <OtpStep
            request={sent.request}
            sentAt={sent.at}
            resendAfterSeconds={sent.wait}
            verifying={verify.isPending}
            resending={send.isPending}
            onVerify={(otp) => {
              verify.mutate({ ...sent.request, otp }, { onSuccess: () => void onVerified() });
            }}
            onResend={() => {
              sendTo(sent.request, true);
            }}
            onChange={() => {
              setSent(null);
            }}
          />
        ) : onRecord ? (
          <Button
            variant="contained"
            size="large"
            disabled={send.isPending}
            onClick={() => {
              sendTo(onRecord, false);
            }}
          >
            {t('indialends.send')}
          </Button>
        ) : (
          <IdentifierStep
            initial={{ channel: 'mobile', value: '' }}
            pending={send.isPending}
            onSubmit={(request) => {
              sendTo(request, false);
            }}
          />
        )}
      </Stack>
    </JourneyPage>
  );
}
