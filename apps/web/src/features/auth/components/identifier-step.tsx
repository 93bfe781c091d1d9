import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OtpChannel, OtpSendBody } from '@cl/contracts';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { useValidationText } from '@/lib/validation-text';
import { PlainTextField } from './plain-text-field';
import { identifierError, MOBILE_INPUT_MAX } from '../utils/identifier';
import { normaliseMobile } from '../utils/mobile-number';

interface IdentifierStepProps {
  initial: OtpSendBody;
  pending: boolean;
  onSubmit: (request: OtpSendBody) => void;
}

/**
 * Step 1: mobile number (default, +91 shown) or email, checked with the otpSendBody rules of
 * spec 5. Plain React state, no form library: this is the start page (docs/decisions/007).
 */
export function IdentifierStep({ initial, pending, onSubmit }: IdentifierStepProps) {
  const { t } = useTranslation('auth');
  const validationText = useValidationText();
  const [channel, setChannel] = useState<OtpChannel>(initial.channel);
  const [value, setValue] = useState(initial.value);
  // Errors only after a Get OTP attempt: an error popping up on blur moves the page under the
  // finger of someone reaching for another button (the language switch, say).
  const [attempted, setAttempted] = useState(false);
  const errorKey = attempted ? identifierError(channel, value) : null;
  const isMobile = channel === 'mobile';

  return (
    <Stack
      component="form"
      noValidate
      spacing={2.5}
      onSubmit={(event) => {
        event.preventDefault();
        setAttempted(true);
        if (identifierError(channel, value) !== null) return;
        onSubmit({ channel, value: value.trim() });
      }}
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
          setChannel(next);
          setValue('');
          setAttempted(false);
        }}
      />
      <PlainTextField
        key={channel}
        label={isMobile ? t('fields.mobile') : t('fields.email')}
        value={value}
        onChange={(typed) => {
          setValue(isMobile ? normaliseMobile(typed) : typed);
        }}
        error={errorKey ? validationText(`validation.${errorKey}`) : undefined}
        type={isMobile ? 'tel' : 'email'}
        autoComplete={isMobile ? 'tel-national' : 'email'}
        startAdornment={
          isMobile ? <InputAdornment position="start">{t('fields.countryCode')}</InputAdornment> : undefined
        }
        inputMode={isMobile ? 'numeric' : 'email'}
        maxLength={isMobile ? MOBILE_INPUT_MAX : undefined}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={pending}>
        {t('getOtp')}
      </Button>
    </Stack>
  );
}
