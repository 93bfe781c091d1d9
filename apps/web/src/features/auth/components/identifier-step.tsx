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
 * spec 5. Plain React state, no form library and no MUI: this is the start page (docs/decisions/007,
 * 027).
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
    <form
      className="cl-form"
      noValidate
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
        prefix={isMobile ? t('fields.countryCode') : undefined}
        inputMode={isMobile ? 'numeric' : 'email'}
        maxLength={isMobile ? MOBILE_INPUT_MAX : undefined}
      />
      <button
        type="submit"
        className="cl-btn cl-btn--contained cl-btn--large cl-btn--full"
        disabled={pending}
      >
        {t('getOtp')}
      </button>
    </form>
  );
}
