import { zodResolver } from '@hookform/resolvers/zod';
import InputAdornment from '@mui/material/InputAdornment';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCY_SYMBOL, LENDING, type UserRecord } from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';
import { ConsentFields } from './consent-fields';
import { FormSelectField } from './fields/form-select-field';
import { EmailVerificationSection } from './email-verification-section';
import { FormSection } from './form-section';
import { IdentityFields } from './identity-fields';
import { LoanAmountSection } from './loan-amount-field';
import { ProfileFormShell } from './profile-form-shell';
import { useOptionList } from '../api/get-option-lists';
import { useProfileForm } from '../hooks/use-profile-form';
import { housingForm, type HousingFormInput, type HousingFormValues } from '../utils/form-schemas';
import { amountInput, pincodeInput } from '../utils/input-format';
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
  const employment = useOptionList('employmentStatus');
  const { control } = form;
  const rupee = <InputAdornment position="start">{CURRENCY_SYMBOL}</InputAdornment>;

  return (
    <FormProvider {...form}>
      <ProfileFormShell onSubmit={(event) => void submit(event)} saving={saving}>
        <IdentityFields />
        <EmailVerificationSection userId={userId} user={user} />
        <FormSection title={t('sections.property')}>
          <FormSelectField
            control={control}
            name="employment_status_code"
            label={t('fields.employmentStatus')}
            options={employment.items}
            required
          />
          <FormTextField
            control={control}
            name="monthly_income"
            label={t('fields.monthlyIncome')}
            helperText={t('fields.monthlyIncomeHint')}
            inputMode="numeric"
            normalise={amountInput}
            startAdornment={rupee}
            required
          />
          <FormTextField
            control={control}
            name="property_value"
            label={t('fields.propertyValue')}
            inputMode="numeric"
            normalise={amountInput}
            startAdornment={rupee}
            required
          />
          <FormTextField
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
