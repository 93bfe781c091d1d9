import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LENGTHS, otpField, type UserRecord } from '@cl/contracts';
import { notify } from '@/lib/toast';
import { useSendEmailVerification } from '../api/send-email-verification';
import { useVerifyEmail } from '../api/verify-email';

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, LENGTHS.otp);

/**
 * issue 12: the saved email's state. Until its owner enters the code sent to it, it is not a way
 * to sign in. No <form> of its own, so it may sit inside a profile form.
 */
export function EmailVerificationSection({ userId, user }: { userId: number; user: UserRecord | undefined }) {
  const { t } = useTranslation('profile');
  const send = useSendEmailVerification(userId);
  const verify = useVerifyEmail(userId);
  const [otp, setOtp] = useState('');
  const [touched, setTouched] = useState(false);
  const codeId = useId();
  if (!user?.email) return null;
  const verified = user.emailVerified === 1;
  const codeValid = otpField.safeParse(otp).success;

  return (
    <Stack spacing={1.5} component="section" aria-label={t('emailVerification.title')}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ wordBreak: 'break-word' }}>{user.email}</Typography>
        <Chip
          size="small"
          color={verified ? 'success' : 'warning'}
          label={verified ? t('emailVerification.verified') : t('emailVerification.notVerified')}
        />
      </Stack>
      {!verified && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('emailVerification.explain')}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1.5}
            sx={{ alignItems: { sm: 'flex-start' } }}
          >
            <TextField
              id={codeId}
              label={t('emailVerification.codeLabel')}
              value={otp}
              onChange={(event) => {
                setOtp(digitsOnly(event.target.value));
              }}
              onBlur={() => {
                setTouched(true);
              }}
              error={touched && !codeValid}
              helperText={touched && !codeValid ? t('emailVerification.codeInvalid') : undefined}
              slotProps={{
                htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: LENGTHS.otp },
              }}
              size="small"
            />
            <Button
              type="button"
              variant="contained"
              disabled={!codeValid || verify.isPending}
              onClick={() => {
                verify.mutate(otp, {
                  onSuccess: () => {
                    setOtp('');
                    notify('success', t('emailVerification.done'));
                  },
                });
              }}
            >
              {t('emailVerification.confirm')}
            </Button>
            <Button
              type="button"
              variant="outlined"
              disabled={send.isPending}
              onClick={() => {
                send.mutate(undefined, {
                  onSuccess: () => {
                    notify('success', t('emailVerification.sent'));
                  },
                });
              }}
            >
              {t('emailVerification.send')}
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
