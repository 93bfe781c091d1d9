import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/format';
import { AmountField } from '@/components/ui/amount-field';
import { FormSection } from './form-section';

/** spec 3 desired_loan_amount, with the product's range (spec 9) and any LTV note as its hint. */
export function LoanAmountSection({ min, max, note }: { min: number; max: number; note?: string }) {
  const { t } = useTranslation('profile');
  const { control } = useFormContext<{ desired_loan_amount: unknown }>();
  const range = { min: formatMoney(min), max: formatMoney(max) };
  return (
    <FormSection title={t('sections.loan')}>
      <AmountField
        control={control}
        name="desired_loan_amount"
        label={t('fields.desiredLoanAmount')}
        helperText={
          // The range and the product's note are two sentences: each language ends the first
          // its own way (". " / "। "), so the translation joins them, not a space here.
          note
            ? t('fields.desiredLoanAmountHintWithNote', { ...range, note })
            : t('fields.desiredLoanAmountHint', range)
        }
        required
      />
    </FormSection>
  );
}
