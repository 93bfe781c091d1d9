import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LENDING, type UserRecord } from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';
import { ConsentFields } from './consent-fields';
import { FormSelectField } from './fields/form-select-field';
import { EmailVerificationSection } from './email-verification-section';
import { FormSection } from './form-section';
import { LoanAmountSection } from './loan-amount-field';
import { ProfileFormShell } from './profile-form-shell';
import { useProfileForm } from '../hooks/use-profile-form';
import { goldForm, type GoldFormInput, type GoldFormValues } from '../utils/form-schemas';
import { digitsOnly, pincodeInput } from '../utils/input-format';
import { goldDefaults } from '../utils/profile-defaults';

const KARATS = [18, 20, 22, 24] as const;
const gramsInput = digitsOnly(5);

interface GoldLoanFormProps {
  userId: number;
  user: UserRecord | undefined;
  privacyHref: string;
  onSaved: (record: UserRecord) => void;
}

/** /user/user-detail/gold-loan: goldLoanProfileBody (gold loans up to ₹1 crore, spec 9). */
export function GoldLoanForm({ userId, user, privacyHref, onSaved }: GoldLoanFormProps) {
  const { t } = useTranslation('profile');
  const { form, submit, saving } = useProfileForm<GoldFormInput, GoldFormValues>({
    userId,
    resolver: zodResolver(goldForm),
    defaultValues: goldDefaults(user),
    toBody: (values) => ({ form: 'gold', ...values, consent_data_processing: true }),
    onSaved,
  });
  const { control } = form;
  const karats = KARATS.map((karat) => ({ id: karat, value: t('fields.karat', { karat }) }));

  return (
    <FormProvider {...form}>
      <ProfileFormShell onSubmit={(event) => void submit(event)} saving={saving}>
        <FormSection title={t('sections.identity')} hint={t('sections.identityHint')}>
          <FormTextField
            control={control}
            name="first_name"
            label={t('fields.firstName')}
            autoComplete="given-name"
            required
          />
          <FormTextField
            control={control}
            name="last_name"
            label={t('fields.lastName')}
            autoComplete="family-name"
            required
          />
          <FormTextField
            control={control}
            name="email"
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
          />
          <EmailVerificationSection userId={userId} user={user} />
          <FormTextField
            control={control}
            name="postal_code"
            label={t('fields.pincode')}
            autoComplete="postal-code"
            inputMode="numeric"
            normalise={pincodeInput}
            maxLength={6}
            required
          />
        </FormSection>
        <FormSection title={t('sections.gold')} hint={t('sections.goldHint')}>
          <FormTextField
            control={control}
            name="gold_weight_grams"
            label={t('fields.goldWeight')}
            inputMode="numeric"
            normalise={gramsInput}
            required
          />
          <FormSelectField
            control={control}
            name="gold_purity_karat"
            label={t('fields.goldPurity')}
            options={karats}
            required
          />
        </FormSection>
        <LoanAmountSection min={LENDING.loanMin} max={LENDING.goldLoanMax} note={t('fields.goldLtvHint')} />
        <ConsentFields privacyHref={privacyHref} />
      </ProfileFormShell>
    </FormProvider>
  );
}
