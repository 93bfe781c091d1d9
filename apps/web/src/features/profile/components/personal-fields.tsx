import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMPLOYMENT_STATUS } from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';
import { EmploymentStatusField, MonthlyIncomeField } from './employment-income-fields';
import { FormSelectField } from './fields/form-select-field';
import { FormSection } from './form-section';
import { useOptionList } from '../api/get-option-lists';
import { amountInput, pincodeInput } from '../utils/input-format';
import type { PersonalFormInput } from '../utils/form-schemas';

/** spec 3: address and residence of the personal-loan profile. */
export function AddressFields() {
  const { t } = useTranslation('profile');
  const { control } = useFormContext<PersonalFormInput>();
  const residence = useOptionList('residenceType');
  return (
    <FormSection title={t('sections.address')}>
      <FormTextField
        control={control}
        name="address1"
        label={t('fields.address1')}
        autoComplete="address-line1"
        required
      />
      <FormTextField
        control={control}
        name="address2"
        label={t('fields.address2')}
        autoComplete="address-line2"
      />
      <FormSelectField
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
  const { control } = useFormContext<PersonalFormInput>();
  const education = useOptionList('education');
  const salaryModes = useOptionList('salaryMode');
  const status = useWatch({ control, name: 'employment_status_code' });
  const salaried = Number(status) === EMPLOYMENT_STATUS.salaried;
  return (
    <FormSection title={t('sections.work')}>
      <FormSelectField
        control={control}
        name="educational_level"
        label={t('fields.education')}
        options={education.items}
        required
      />
      <EmploymentStatusField />
      <MonthlyIncomeField />
      {salaried && (
        <FormSelectField
          control={control}
          name="salary_mode"
          label={t('fields.salaryMode')}
          options={salaryModes.items}
          required
        />
      )}
      {salaried && (
        <FormTextField
          control={control}
          name="employer_name"
          label={t('fields.employerName')}
          autoComplete="organization"
          required
        />
      )}
      {salaried && (
        <FormTextField
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
      <FormTextField
        control={control}
        name="emi"
        label={t('fields.emi')}
        helperText={t('fields.emiHint')}
        inputMode="numeric"
        normalise={amountInput}
      />
      <FormTextField
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
