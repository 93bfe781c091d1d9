import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BUSINESS_EMPLOYMENT_TYPES, LENDING, type UserRecord } from '@cl/contracts';
import { InputField } from '@/components/ui/input-field';
import { ConsentFields } from './consent-fields';
import { MonthlyIncomeField } from './employment-income-fields';
import { AmountField } from '@/components/ui/amount-field';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { SelectField } from '@/components/ui/select-field';
import { FormSection } from './form-section';
import { EmailVerificationSection } from './email-verification-section';
import { IdentityFields } from './identity-fields';
import { LoanAmountSection } from './loan-amount-field';
import { ProfileFormShell } from './profile-form-shell';
import { useOptionList } from '../api/get-option-lists';
import { useProfileForm } from '../hooks/use-profile-form';
import { businessForm, type BusinessFormInput, type BusinessFormValues } from '../utils/form-schemas';
import { businessDefaults } from '../utils/profile-defaults';

interface BusinessProfileFormProps {
  userId: number;
  user: UserRecord | undefined;
  privacyHref: string;
  onSaved: (record: UserRecord) => void;
}

/** /user/business-detail (spec 2 business group): businessProfileBody, saved as form 'business'. */
export function BusinessProfileForm({ userId, user, privacyHref, onSaved }: BusinessProfileFormProps) {
  const { t } = useTranslation('profile');
  const { form, submit, saving } = useProfileForm<BusinessFormInput, BusinessFormValues>({
    userId,
    resolver: zodResolver(businessForm),
    defaultValues: businessDefaults(user),
    toBody: (values) => ({ form: 'business', ...values, consent_data_processing: true }),
    onSaved,
  });
  const registrations = useOptionList('businessRegistrationType');
  const years = useOptionList('businessYears');
  const { control } = form;
  // Business lenders serve these two (spec 3 self_employed, business); labelled here, not by the
  // shared employment list, which also holds salaried and the rest.
  const employmentTypes = BUSINESS_EMPLOYMENT_TYPES.map((id) => ({
    id,
    value: t(`fields.businessEmploymentTypes.${id}`),
  }));

  return (
    <FormProvider {...form}>
      <ProfileFormShell onSubmit={(event) => void submit(event)} saving={saving}>
        <IdentityFields />
        <EmailVerificationSection userId={userId} user={user} />
        <FormSection title={t('sections.business')}>
          <InputField
            control={control}
            name="business_name"
            label={t('fields.businessName')}
            autoComplete="organization"
            required
          />
          <SelectField
            control={control}
            name="employment_status_code"
            label={t('fields.businessEmploymentType')}
            options={employmentTypes}
            required
          />
          <SelectField
            control={control}
            name="business_registration_type"
            label={t('fields.businessRegistrationType')}
            options={registrations.items}
            required
          />
          <SelectField
            control={control}
            name="business_years"
            label={t('fields.businessYears')}
            options={years.items}
            required
          />
          <AmountField
            control={control}
            name="business_current_turnover"
            label={t('fields.businessTurnover')}
            required
          />
          <MonthlyIncomeField />
          <CheckboxField
            control={control}
            name="business_account"
            kind="flag"
            label={t('fields.businessAccount')}
          />
        </FormSection>
        <LoanAmountSection min={LENDING.loanMin} max={LENDING.businessLoanMax} />
        <ConsentFields privacyHref={privacyHref} />
      </ProfileFormShell>
    </FormProvider>
  );
}
