import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_STATUS } from '@cl/contracts';
import { InputField } from '@/components/ui/input-field';
import { EmploymentStatusField, MonthlyIncomeField } from './employment-income-fields';
import { SelectField } from '@/components/ui/select-field';
import { FormSection } from './form-section';
import { useOptionList } from '../api/get-option-lists';
import { amountInput, pincodeInput } from '@/lib/input-format';
import type { PersonalFormInput } from '../utils/form-schemas';

/** spec 3: address and residence of the personal-loan profile. */
export function AddressFields() {
  const { t } = useTranslation('profile');
  const { control } = useFormContext<PersonalFormInput>();
  const residence = useOptionList('residenceType');
  return (
    <FormSection title={t('sections.address')}>
      <InputField
        control={control}
        name="address1"
        label={t('fields.address1')}
        autoComplete="address-line1"
        required
      />
      <InputField
        control={control}
        name="address2"
        label={t('fields.address2')}
        autoComplete="address-line2"
      />
      <SelectField
        control={control}
        name="residence_type"
        label={t('fields.residenceType')}
        options={residence.items}
        required
      />
    </FormSection>
  );
}

/**
 * spec 3: education, employment and income. Salary mode, employer and office pincode are asked
 * only of salaried customers: what others would type there has no use (DPDP: collect only what
 * is needed).
 */
export function WorkFields() {
  const { t } = useTranslation('profile');
  const { control, formState } = useFormContext<PersonalFormInput>();
  const education = useOptionList('education');
  const salaryModes = useOptionList('salaryMode');
  // This section is drawn after the form has mounted (ProfileFormShell, issue 16), before its
  // employment field has registered: the saved answer is the value until then.
  const status = useWatch({
    control,
    name: 'employment_status_code',
    defaultValue: formState.defaultValues?.employment_status_code,
  });
  const salaried = Number(status) === EMPLOYMENT_STATUS.salaried;
  return (
    <FormSection title={t('sections.work')}>
      <SelectField
        control={control}
        name="educational_level"
        label={t('fields.education')}
        options={education.items}
        required
      />
      <EmploymentStatusField />
      <MonthlyIncomeField />
      {salaried && (
        <SelectField
          control={control}
          name="salary_mode"
          label={t('fields.salaryMode')}
          options={salaryModes.items}
          required
        />
      )}
      {salaried && (
        <InputField
          control={control}
          name="employer_name"
          label={t('fields.employerName')}
          autoComplete="organization"
          required
        />
      )}
      {salaried && (
        <InputField
          control={control}
          name="officepincode"
          label={t('fields.officePincode')}
          inputMode="numeric"
          normalise={pincodeInput}
          maxLength={6}
          required
        />
      )}
    </FormSection>
  );
}

/** The additional-info form (spec 2): optional details that help lenders size an offer. */
export function AdditionalInfoFields() {
  const { t } = useTranslation('profile');
  const { control } = useFormContext<PersonalFormInput>();
  return (
    <FormSection title={t('sections.additional')} hint={t('sections.additionalHint')}>
      <InputField
        control={control}
        name="emi"
        label={t('fields.emi')}
        helperText={t('fields.emiHint')}
        inputMode="numeric"
        normalise={amountInput}
      />
      <InputField
        control={control}
        name="monthly_rent"
        label={t('fields.monthlyRent')}
        helperText={t('fields.monthlyRentHint')}
        inputMode="numeric"
        normalise={amountInput}
      />
    </FormSection>
  );
}
