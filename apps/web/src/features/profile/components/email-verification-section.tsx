import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LENGTHS, otpField, type UserRecord } from '@cl/contracts';
import { fieldAria, OutlinedField } from '@/components/ui/outlined-field';
import { digitsOnly } from '@/lib/input-format';
import { notify } from '@/lib/toast';
import { useSendEmailVerification } from '../api/send-email-verification';
import { useVerifyEmail } from '../api/verify-email';
import '@/components/ui/form-controls.css';
import './profile.css';

const otpInput = digitsOnly(LENGTHS.otp);

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

  const codeError = touched && !codeValid ? t('emailVerification.codeInvalid') : undefined;

  return (
    <section className="pf-email" aria-label={t('emailVerification.title')}>
      <div className="pf-email__state">
        <span className="pf-email__address">{user.email}</span>
        <span className={verified ? 'pf-chip pf-chip--success' : 'pf-chip pf-chip--warning'}>
          {verified ? t('emailVerification.verified') : t('emailVerification.notVerified')}
        </span>
      </div>
      {!verified && (
        <>
          <p className="cl-body2">{t('emailVerification.explain')}</p>
          <div className="pf-email__actions">
            <OutlinedField
              id={codeId}
              label={t('emailVerification.codeLabel')}
              shrink={otp !== ''}
              error={codeError}
              small
            >
              <input
                id={codeId}
                className="cl-field__input"
                value={otp}
                onChange={(event) => {
                  setOtp(otpInput(event.target.value));
                }}
                onBlur={() => {
                  setTouched(true);
                }}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={LENGTHS.otp}
                {...fieldAria(codeId, codeError)}
              />
            </OutlinedField>
            <button
              type="button"
              className="cl-btn cl-btn--contained"
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
            </button>
            <button
              type="button"
              className="cl-btn cl-btn--outlined cl-btn--primary"
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
            </button>
          </div>
        </>
      )}
    </section>
  );
}
