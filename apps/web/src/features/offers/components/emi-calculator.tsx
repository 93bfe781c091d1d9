import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GST_PERCENT } from '@cl/contracts';
import { formatMoney, formatNumber } from '@/lib/format';
import {
  CALCULATOR_LIMITS,
  calculate,
  readField,
  type CalculatorField,
  type CalculatorInput,
} from '../utils/calculator';
import { fieldAria, OutlinedField } from '@/components/ui/outlined-field';
import { TermList } from './term-list';
import './emi-calculator.css';

interface FieldProps {
  field: CalculatorField;
  label: string;
  value: string;
  onChange: (value: string) => void;
  prefix?: string;
  suffix?: string;
  error: string;
  /** Shown under a valid value, e.g. the amount with lakh grouping. */
  hint?: (value: number) => string;
}

/**
 * One figure: a native input in the outlined field's frame (styles/customer-ui.css), its label
 * always above, a rupee sign before or a % after it, and a hint or the allowed range under it.
 */
function NumberField({ field, label, value, onChange, prefix, suffix, error, hint }: FieldProps) {
  const id = useId();
  const number = readField(field, value);
  const invalid = number === null;
  const help = invalid ? undefined : hint?.(number);
  const problem = invalid ? error : undefined;
  return (
    <OutlinedField id={id} label={label} shrink prefix={prefix} suffix={suffix} error={problem} hint={help}>
      <input
        id={id}
        className="cl-field__input"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        inputMode={field === 'amount' || field === 'months' ? 'numeric' : 'decimal'}
        {...fieldAria(id, problem, help)}
      />
    </OutlinedField>
  );
}

/** The EMI/APR calculator (issue 4): amount, rate, tenure and fee -> EMI, total interest, APR. */
export function EmiCalculator({ initial }: { initial: CalculatorInput }) {
  const { t } = useTranslation('offers');
  const [input, setInput] = useState(initial);
  const result = calculate(input);
  const set = (field: CalculatorField) => (value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
  };
  const range = (field: CalculatorField, format: (n: number) => string = formatNumber) =>
    t('calculator.range', {
      min: format(CALCULATOR_LIMITS[field].min),
      max: format(CALCULATOR_LIMITS[field].max),
    });

  return (
    <div className="emi-calc">
      <div className="emi-calc__fields">
        <NumberField
          field="amount"
          label={t('calculator.amount')}
          value={input.amount}
          onChange={set('amount')}
          prefix="₹"
          error={range('amount', formatMoney)}
          hint={formatMoney}
        />
        <NumberField
          field="rate"
          label={t('calculator.rate')}
          value={input.rate}
          onChange={set('rate')}
          suffix="%"
          error={range('rate')}
        />
        <NumberField
          field="months"
          label={t('calculator.months')}
          value={input.months}
          onChange={set('months')}
          error={range('months')}
        />
        <NumberField
          field="feePercent"
          label={t('calculator.fee')}
          value={input.feePercent}
          onChange={set('feePercent')}
          suffix="%"
          error={range('feePercent')}
        />
      </div>
      <div aria-live="polite" className="emi-calc__result">
        {result ? (
          <>
            <p className="emi-calc__label">{t('calculator.emi')}</p>
            <p className="emi-calc__emi">{formatMoney(result.emi)}</p>
            <TermList
              dense
              terms={[
                { label: t('calculator.totalInterest'), value: formatMoney(result.totalInterest) },
                { label: t('calculator.feeWithGst', { gst: GST_PERCENT }), value: formatMoney(result.fee) },
                { label: t('calculator.netDisbursed'), value: formatMoney(result.netDisbursed) },
                { label: t('calculator.totalRepayment'), value: formatMoney(result.totalRepayment) },
                { label: t('calculator.apr'), value: `${formatNumber(result.apr)}%` },
              ]}
            />
            <p className="cl-body2 emi-calc__note">{t('calculator.note')}</p>
          </>
        ) : (
          <p className="emi-calc__label">{t('calculator.fillIn')}</p>
        )}
      </div>
    </div>
  );
}
