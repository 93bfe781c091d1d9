import { useTranslation } from 'react-i18next';
import { useCountdown } from '../hooks/use-countdown';

interface ResendOtpButtonProps {
  /** From the send answer's resendAfterSeconds; remount with a new key after each send. */
  waitSeconds: number;
  pending: boolean;
  onResend: () => void;
}

/** Resend is disabled with a visible per-second countdown (REGULATION: resend with a cooldown). */
export function ResendOtpButton({ waitSeconds, pending, onResend }: ResendOtpButtonProps) {
  const { t } = useTranslation('auth');
  const remaining = useCountdown(waitSeconds);
  return (
    <button
      type="button"
      className="cl-btn cl-btn--text"
      disabled={remaining > 0 || pending}
      onClick={onResend}
      aria-live="polite"
    >
      {remaining > 0 ? t('otp.resendIn', { seconds: remaining }) : t('otp.resend')}
    </button>
  );
}
