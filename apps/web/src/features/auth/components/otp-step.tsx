import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LENGTHS, otpField, type OtpSendBody } from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';
import { ResendOtpButton } from './resend-otp-button';
import { otpDestination } from '../utils/mobile-number';

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

/** Step 2: the 6-digit code (spec 5 'Enter 6 digits OTP'), resend with countdown, change number. */
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
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) =>
        void form.handleSubmit(({ otp }) => {
          onVerify(otp);
        })(event)
      }
    >
      {showTitle && (
        <Typography variant="h6" component="h2">
          {t('otp.title')}
        </Typography>
      )}
      <Typography color="text.secondary">
        {t('otp.sentTo', { destination: otpDestination(request) })}{' '}
        <Link component="button" type="button" onClick={onChange} sx={{ verticalAlign: 'baseline' }}>
          {request.channel === 'email' ? t('otp.changeEmail') : t('otp.changeMobile')}
        </Link>
      </Typography>
      <FormTextField
        control={form.control}
        name="otp"
        label={t('otp.label')}
        autoComplete="one-time-code"
        autoFocus
        normalise={digitsOnly}
        inputMode="numeric"
        maxLength={LENGTHS.otp}
        inputStyle={{ letterSpacing: '0.5em', fontSize: '1.25rem' }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={verifying}>
        {t('otp.verify')}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'center' }}>
        <ResendOtpButton
          key={sentAt}
          waitSeconds={resendAfterSeconds}
          pending={resending}
          onResend={onResend}
        />
      </Stack>
    </Stack>
  );
}
