import type { Control, FieldValues, Path } from 'react-hook-form';
import { CURRENCY_SYMBOL } from '@cl/contracts';
import { amountInput } from '@/lib/input-format';
import { InputField } from './input-field';

interface AmountFieldProps<T extends FieldValues> {
  name: Path<T>;
  control?: Control<T>;
  label: string;
  helperText?: string;
  required?: boolean;
}

/** An amount in whole rupees (spec 9): digits only, typed after the ₹ sign, on the number pad. */
export function AmountField<T extends FieldValues>(props: AmountFieldProps<T>) {
  return <InputField {...props} inputMode="numeric" normalise={amountInput} prefix={CURRENCY_SYMBOL} />;
}
