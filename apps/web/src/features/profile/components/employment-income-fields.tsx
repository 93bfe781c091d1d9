import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountField } from '@/components/ui/amount-field';
import { SelectField } from '@/components/ui/select-field';
import { useOptionList } from '../api/get-option-lists';

// spec 3 employment_status_code and monthly_income, asked the same way by the personal, housing and
// (income only) business forms; used inside a profile form's FormProvider.

/** The employment status, from the shared employment list. */
export function EmploymentStatusField() {
  const { t } = useTranslation('profile');
  const { control } = useFormContext<{ employment_status_code: unknown }>();
  const employment = useOptionList('employmentStatus');
  return (
    <SelectField
      control={control}
      name="employment_status_code"
      label={t('fields.employmentStatus')}
      options={employment.items}
      required
    />
  );
}

/** The customer's own monthly income in rupees. */
export function MonthlyIncomeField() {
  const { t } = useTranslation('profile');
  const { control } = useFormContext<{ monthly_income: unknown }>();
  return (
    <AmountField
      control={control}
      name="monthly_income"
      label={t('fields.monthlyIncome')}
      helperText={t('fields.monthlyIncomeHint')}
      required
    />
  );
}
