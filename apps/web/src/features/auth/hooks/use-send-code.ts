import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OtpSendBody } from '@cl/contracts';
import { notify } from '@/lib/toast';
import { sendOtp, type OtpSent } from '../api/send-otp';

/**
 * Sends the sign-in code from the start page without TanStack Query (docs/decisions/007): the
 * one request there needs only a pending flag and spec 8's red toast with the server's message.
 */
export function useSendCode(onSent: (request: OtpSendBody, sent: OtpSent) => void) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const send = (request: OtpSendBody) => {
    setPending(true);
    sendOtp(request).then(
      (sent) => {
        setPending(false);
        onSent(request, sent);
      },
      (error: unknown) => {
        setPending(false);
        const message = error instanceof Error ? error.message.trim() : '';
        notify('error', message || t('errors.unexpected'));
      },
    );
  };
  return { send, pending };
}
