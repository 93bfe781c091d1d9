import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LENGTHS, otpSendBody, type OtpSendBody } from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { normaliseMobile } from '../utils/mobile-number';

interface IdentifierStepProps {
  initial: OtpSendBody;
  pending: boolean;
  onSubmit: (request: OtpSendBody) => void;
}

/** Step 1: mobile number (default, +91 shown) or email, checked with otpSendBody (spec 5). */
export function IdentifierStep({ initial, pending, onSubmit }: IdentifierStepProps) {
  const { t } = useTranslation('auth');
  // Errors only after a Get OTP attempt: an error popping up on blur moves the page under the
  // finger of someone reaching for another button (the language switch, say).
  const form = useForm<OtpSendBody>({
    resolver: zodResolver(otpSendBody),
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const channel = useWatch({ control: form.control, name: 'channel' });
  const isMobile = channel === 'mobile';

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}
    >
      <SegmentedControl
        fullWidth
        label={t('channel.label')}
        value={channel}
        options={[
          { value: 'mobile', label: t('channel.mobile') },
          { value: 'email', label: t('channel.email') },
        ]}
        onChange={(next) => {
          form.reset({ channel: next, value: '' });
        }}
      />
      <FormTextField
        key={channel}
        control={form.control}
        name="value"
        label={isMobile ? t('fields.mobile') : t('fields.email')}
        type={isMobile ? 'tel' : 'email'}
        autoComplete={isMobile ? 'tel-national' : 'email'}
        normalise={isMobile ? normaliseMobile : undefined}
        startAdornment={
          isMobile ? <InputAdornment position="start">{t('fields.countryCode')}</InputAdornment> : undefined
        }
        inputMode={isMobile ? 'numeric' : 'email'}
        // Room for a pasted '+91 98765 43210'; normaliseMobile keeps the 10 digits.
        maxLength={isMobile ? LENGTHS.phone + 6 : undefined}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={pending}>
        {t('getOtp')}
      </Button>
    </Stack>
  );
}
