import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
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
import { TermList } from './term-list';

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

function NumberField({ field, label, value, onChange, prefix, suffix, error, hint }: FieldProps) {
  const id = useId();
  const number = readField(field, value);
  const invalid = number === null;
  const help = invalid ? error : hint?.(number);
  return (
    <FormControl fullWidth error={invalid}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        notched
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        inputProps={{
          inputMode: field === 'amount' || field === 'months' ? 'numeric' : 'decimal',
          'aria-describedby': help ? `${id}-help` : undefined,
        }}
        startAdornment={prefix ? <InputAdornment position="start">{prefix}</InputAdornment> : undefined}
        endAdornment={suffix ? <InputAdornment position="end">{suffix}</InputAdornment> : undefined}
      />
      {help && <FormHelperText id={`${id}-help`}>{help}</FormHelperText>}
    </FormControl>
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
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
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
      </Box>
      <Box aria-live="polite" sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }}>
        {result ? (
          <>
            <Typography color="text.secondary">{t('calculator.emi')}</Typography>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700, mb: 2 }}>
              {formatMoney(result.emi)}
            </Typography>
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
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('calculator.note')}
            </Typography>
          </>
        ) : (
          <Typography color="text.secondary">{t('calculator.fillIn')}</Typography>
        )}
      </Box>
    </Box>
  );
}
