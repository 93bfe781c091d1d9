import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { identityCheckBody } from '@cl/contracts';
import { InputField } from '@/components/ui/input-field';
import { useIdentityCheck, type IdentityCheck } from '../api/identity-check';
import { useMaskInfo } from '../api/get-mask-info';
import { birthDateInput, panInput } from '@/lib/input-format';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import './profile.css';

interface IdentityCheckFormProps {
  userId: number;
  onConfirmed: () => void;
}

/**
 * spec 2 welcome-back: a returning customer confirms the PAN and birth date on record
 * (POST /api/user/{id}/identity-check). The masked PAN from GET /api/getMaskInfo/{id} is the
 * hint; the full PAN is never shown (spec 3 Masked info). A mismatch is the server's red toast.
 */
export function IdentityCheckForm({ userId, onConfirmed }: IdentityCheckFormProps) {
  const { t } = useTranslation('profile');
  const mask = useMaskInfo(userId);
  const check = useIdentityCheck(userId);
  const form = useForm<IdentityCheck>({
    resolver: zodResolver(identityCheckBody),
    defaultValues: { pan: '', birth_date: '' },
    mode: 'onTouched',
  });
  const submit = form.handleSubmit((values) => {
    check.mutate(values, {
      onSuccess: onConfirmed,
      onError: (error) => {
        showServerFieldErrors(form, error);
      },
    });
  });
  const maskedPan = mask.data?.pan;
  const maskedBirth = mask.data?.birth_date;

  return (
    <form className="pf-check" noValidate onSubmit={(event) => void submit(event)}>
      {(maskedPan ?? maskedBirth) && (
        <p className="pf-text">
          {t('welcomeBack.hint', { pan: maskedPan ?? '—', birth: maskedBirth ?? '—' })}
        </p>
      )}
      <InputField
        control={form.control}
        name="pan"
        label={t('fields.pan')}
        normalise={panInput}
        maxLength={10}
        autoFocus
        required
      />
      <InputField
        control={form.control}
        name="birth_date"
        label={t('fields.birthDate')}
        helperText={t('fields.birthDateHint')}
        inputMode="numeric"
        normalise={birthDateInput}
        maxLength={10}
        required
      />
      <button
        type="submit"
        className="cl-btn cl-btn--contained cl-btn--large cl-btn--full"
        disabled={check.isPending}
      >
        {t('welcomeBack.submit')}
      </button>
    </form>
  );
}
