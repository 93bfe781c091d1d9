import InputAdornment from '@mui/material/InputAdornment';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { CURRENCY_SYMBOL } from '@cl/contracts';
import { FormTextField } from '@/components/ui/form-text-field';
import { amountInput } from '../../utils/input-format';

interface FormAmountFieldProps<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  helperText?: string;
  required?: boolean;
}

const rupee = <InputAdornment position="start">{CURRENCY_SYMBOL}</InputAdornment>;

/** An amount in whole rupees (spec 9): digits only, typed after the ₹ sign, on the number pad. */
export function FormAmountField<T extends FieldValues>(props: FormAmountFieldProps<T>) {
  return <FormTextField {...props} inputMode="numeric" normalise={amountInput} startAdornment={rupee} />;
}
