import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { InputField } from '@/components/ui/input-field';
import { SelectField } from '@/components/ui/select-field';
import { FormSection } from './form-section';
import { useOptionList } from '../api/get-option-lists';
import { birthDateInput, panInput, pincodeInput } from '@/lib/input-format';

/** The fields of spec 3 that say who the customer is; used inside a profile form's FormProvider. */
interface IdentityValues {
  first_name: string;
  last_name: string;
  email: string;
  birth_date: string;
  pan: string;
  gender: unknown;
  postal_code: string;
}

/** Names, email, birth date (DD/MM/YYYY, spec 5), PAN, gender and pincode. */
export function IdentityFields() {
  const { t } = useTranslation('profile');
  const { control } = useFormContext<IdentityValues>();
  const genders = useOptionList('gender');
  return (
    <FormSection title={t('sections.identity')} hint={t('sections.identityHint')}>
      <InputField
        control={control}
        name="first_name"
        label={t('fields.firstName')}
        autoComplete="given-name"
        required
      />
      <InputField
        control={control}
        name="last_name"
        label={t('fields.lastName')}
        autoComplete="family-name"
        required
      />
      <InputField
        control={control}
        name="email"
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        required
      />
      <InputField
        control={control}
        name="birth_date"
        label={t('fields.birthDate')}
        helperText={t('fields.birthDateHint')}
        autoComplete="bday"
        inputMode="numeric"
        normalise={birthDateInput}
        maxLength={10}
        required
      />
      <InputField
        control={control}
        name="pan"
        label={t('fields.pan')}
        helperText={t('fields.panHint')}
        normalise={panInput}
        maxLength={10}
        required
      />
      <SelectField
        control={control}
        name="gender"
        label={t('fields.gender')}
        options={genders.items}
        required
      />
      <InputField
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
  );
}
