import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LENDING, type UserRecord } from '@cl/contracts';
import { InputField } from '@/components/ui/input-field';
import { ConsentFields } from './consent-fields';
import { EmploymentStatusField, MonthlyIncomeField } from './employment-income-fields';
import { AmountField } from '@/components/ui/amount-field';
import { EmailVerificationSection } from './email-verification-section';
import { FormSection } from './form-section';
import { IdentityFields } from './identity-fields';
import { LoanAmountSection } from './loan-amount-field';
import { ProfileFormShell } from './profile-form-shell';
import { useProfileForm } from '../hooks/use-profile-form';
import { housingForm, type HousingFormInput, type HousingFormValues } from '../utils/form-schemas';
import { pincodeInput } from '@/lib/input-format';
import { housingDefaults } from '../utils/profile-defaults';

interface HousingLoanFormProps {
  userId: number;
  user: UserRecord | undefined;
  privacyHref: string;
  onSaved: (record: UserRecord) => void;
}

/** /user/user-detail/affordable-housing-loan: housingLoanProfileBody, saved as form 'housing'. */
export function HousingLoanForm({ userId, user, privacyHref, onSaved }: HousingLoanFormProps) {
  const { t } = useTranslation('profile');
  const { form, submit, saving } = useProfileForm<HousingFormInput, HousingFormValues>({
    userId,
    resolver: zodResolver(housingForm),
    defaultValues: housingDefaults(user),
    toBody: (values) => ({ form: 'housing', ...values, consent_data_processing: true }),
    onSaved,
  });
  const { control } = form;

  return (
    <FormProvider {...form}>
      <ProfileFormShell onSubmit={(event) => void submit(event)} saving={saving}>
        <IdentityFields />
        <EmailVerificationSection userId={userId} user={user} />
        <FormSection title={t('sections.property')}>
          <EmploymentStatusField />
          <MonthlyIncomeField />
          <AmountField control={control} name="property_value" label={t('fields.propertyValue')} required />
          <InputField
            control={control}
            name="property_pincode"
            label={t('fields.propertyPincode')}
            inputMode="numeric"
            normalise={pincodeInput}
            maxLength={6}
            required
          />
        </FormSection>
        <LoanAmountSection
          min={LENDING.housingLoanMin}
          max={LENDING.housingLoanMax}
          note={t('fields.housingLtvHint')}
        />
        <ConsentFields privacyHref={privacyHref} />
      </ProfileFormShell>
    </FormProvider>
  );
}
