import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LENDING, type UserRecord } from '@cl/contracts';
import { InputField } from '@/components/ui/input-field';
import { ConsentFields } from './consent-fields';
import { SelectField } from '@/components/ui/select-field';
import { EmailVerificationSection } from './email-verification-section';
import { FormSection } from './form-section';
import { IdentityFields } from './identity-fields';
import { LoanAmountSection } from './loan-amount-field';
import { ProfileFormShell } from './profile-form-shell';
import { useProfileForm } from '../hooks/use-profile-form';
import { goldForm, type GoldFormInput, type GoldFormValues } from '../utils/form-schemas';
import { digitsOnly } from '@/lib/input-format';
import { goldDefaults } from '../utils/profile-defaults';

const KARATS = [18, 20, 22, 24] as const;
const gramsInput = digitsOnly(5);

interface GoldLoanFormProps {
  userId: number;
  user: UserRecord | undefined;
  privacyHref: string;
  onSaved: (record: UserRecord) => void;
}

/**
 * /user/user-detail/gold-loan: goldLoanProfileBody (gold loans up to ₹1 crore, spec 9), with the
 * identity fields gold lenders check (age) and the welcome-back check asks for (ADR 017).
 */
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
        <IdentityFields />
        <EmailVerificationSection userId={userId} user={user} />
        <FormSection title={t('sections.gold')} hint={t('sections.goldHint')}>
          <InputField
            control={control}
            name="gold_weight_grams"
            label={t('fields.goldWeight')}
            inputMode="numeric"
            normalise={gramsInput}
            required
          />
          <SelectField
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
