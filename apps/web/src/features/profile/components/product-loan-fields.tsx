import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VEHICLE_CONDITIONS, VEHICLE_LTV_PERCENT, type VehicleProduct } from '@cl/contracts';
import { InputField } from '@/components/ui/input-field';
import { AmountField } from '@/components/ui/amount-field';
import { RadioGroupField } from '@/components/ui/radio-group-field';
import { FormSection } from './form-section';
import { monthInput } from '@/lib/input-format';
import type { StudentFormInput, VehicleFormInput } from '../utils/product-form-schemas';

/** Student loans (issue 13): the course, its fee, and the co-applicant lenders assess. */
export function CourseFields() {
  const { t } = useTranslation('profile');
  const { control } = useFormContext<StudentFormInput>();
  return (
    <FormSection title={t('sections.course')} hint={t('sections.courseHint')}>
      <InputField control={control} name="course_name" label={t('fields.courseName')} required />
      <InputField
        control={control}
        name="institution_name"
        label={t('fields.institutionName')}
        autoComplete="organization"
        required
      />
      <InputField
        control={control}
        name="course_start"
        label={t('fields.courseStart')}
        helperText={t('fields.courseStartHint')}
        inputMode="numeric"
        normalise={monthInput}
        maxLength={7}
        required
      />
      <AmountField
        control={control}
        name="course_fee"
        label={t('fields.courseFee')}
        helperText={t('fields.courseFeeHint')}
        required
      />
      <AmountField
        control={control}
        name="co_applicant_monthly_income"
        label={t('fields.coApplicantIncome')}
        helperText={t('fields.coApplicantIncomeHint')}
        required
      />
    </FormSection>
  );
}

/** Two-wheeler and car loans (issue 13): new or used, and the on-road price the loan is a share of. */
export function VehicleFields({ product }: { product: VehicleProduct }) {
  const { t } = useTranslation('profile');
  const { control } = useFormContext<VehicleFormInput>();
  const conditions = VEHICLE_CONDITIONS.map((value) => ({
    value,
    label: t(`fields.vehicleConditions.${value}`),
  }));
  return (
    <FormSection title={t(`sections.${product}`)}>
      <RadioGroupField
        control={control}
        name="vehicle_condition"
        label={t('fields.vehicleCondition')}
        options={conditions}
        required
      />
      <AmountField
        control={control}
        name="on_road_price"
        label={t('fields.onRoadPrice')}
        helperText={t('fields.onRoadPriceHint', {
          newPercent: VEHICLE_LTV_PERCENT[product].new,
          usedPercent: VEHICLE_LTV_PERCENT[product].used,
        })}
        required
      />
    </FormSection>
  );
}
