import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LENGTHS, otpField, type OtpSendBody } from '@cl/contracts';
import { InputField } from '@/components/ui/input-field';
import { ResendOtpButton } from './resend-otp-button';
import { otpDestination } from '../utils/mobile-number';
import './otp-step.css';

const otpForm = z.object({ otp: otpField });
type OtpForm = z.infer<typeof otpForm>;

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, LENGTHS.otp);

interface OtpStepProps {
  request: OtpSendBody;
  /** Changes on every successful send, restarting the resend countdown. */
  sentAt: number;
  resendAfterSeconds: number;
  verifying: boolean;
  resending: boolean;
  onVerify: (otp: string) => void;
  onResend: () => void;
  onChange: () => void;
  /** The page's own heading may say 'Enter OTP' already (/verification). */
  showTitle?: boolean;
}

/**
 * Step 2: the 6-digit code (spec 5 'Enter 6 digits OTP'), resend with countdown, change number.
 * Plain elements, no MUI (docs/decisions/027): a new customer goes from '/' to the profile form
 * without MUI's code.
 */
export function OtpStep(props: OtpStepProps) {
  const { request, sentAt, resendAfterSeconds, verifying, resending, onVerify, onResend, onChange } = props;
  const showTitle = props.showTitle ?? true;
  const { t } = useTranslation('auth');
  const form = useForm<OtpForm>({
    resolver: zodResolver(otpForm),
    defaultValues: { otp: '' },
    mode: 'onTouched',
  });

  return (
    <form
      className="cl-form cl-otp"
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit(({ otp }) => {
          onVerify(otp);
        })(event)
      }
    >
      {showTitle && <h2 className="cl-otp__title">{t('otp.title')}</h2>}
      <p className="cl-otp__sent">
        {t('otp.sentTo', { destination: otpDestination(request) })}{' '}
        <button type="button" className="cl-otp__change cl-link" onClick={onChange}>
          {request.channel === 'email' ? t('otp.changeEmail') : t('otp.changeMobile')}
        </button>
      </p>
      <InputField
        control={form.control}
        name="otp"
        label={t('otp.label')}
        autoComplete="one-time-code"
        autoFocus
        normalise={digitsOnly}
        inputMode="numeric"
        maxLength={LENGTHS.otp}
      />
      <button
        type="submit"
        className="cl-btn cl-btn--contained cl-btn--large cl-btn--full"
        disabled={verifying}
      >
        {t('otp.verify')}
      </button>
      <div className="cl-otp__resend">
        <ResendOtpButton
          key={sentAt}
          waitSeconds={resendAfterSeconds}
          pending={resending}
          onResend={onResend}
        />
      </div>
    </form>
  );
}
