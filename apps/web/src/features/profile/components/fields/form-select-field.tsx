import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OptionItem } from '@cl/contracts';
import { useValidationText } from '@/lib/validation-text';

interface FormSelectFieldProps<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  options: readonly OptionItem[];
  required?: boolean;
  disabled?: boolean;
}

/**
 * A select over an option list (spec 3), as the phone's own picker: a native select opens fast on
 * a low-end Android phone and needs no menu code. The
 * value is the option id as a number ('' while none is chosen). Its error is the translated spec 5
 * message.
 */
export function FormSelectField<T extends FieldValues>(props: FormSelectFieldProps<T>) {
  const { name, control, label, options, required, disabled } = props;
  const { t } = useTranslation('profile');
  const { field, fieldState } = useController({ name, control });
  const errorText = useValidationText()(fieldState.error?.message);
  const id = useId();
  const value: unknown = field.value;
  const shown = typeof value === 'number' || typeof value === 'string' ? String(value) : '';

  return (
    <FormControl fullWidth required={required} error={Boolean(errorText)} disabled={disabled}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        id={id}
        name={field.name}
        inputRef={field.ref}
        value={shown}
        onChange={(event) => {
          const chosen = event.target.value;
          field.onChange(chosen === '' ? '' : Number(chosen));
        }}
        onBlur={field.onBlur}
        input={<OutlinedInput notched label={required ? `${label} *` : label} />}
        inputProps={{ 'aria-describedby': errorText ? `${id}-help` : undefined }}
      >
        <option value="">{t('form.choose')}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.value}
          </option>
        ))}
      </NativeSelect>
      {errorText && <FormHelperText id={`${id}-help`}>{errorText}</FormHelperText>}
    </FormControl>
  );
}
