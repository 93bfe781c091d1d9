import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { OptionItem } from '@cl/contracts';
import { fieldAria, OutlinedField } from './outlined-field';
import { useFormField } from './use-form-field';
import { NativeSelect } from './native-select';

interface SelectFieldProps<T extends FieldValues> {
  name: Path<T>;
  control?: Control<T>;
  label: string;
  options: readonly OptionItem[];
  required?: boolean;
}

/**
 * A select over an option list (spec 3), as the phone's own picker: a native select opens fast on
 * a low-end Android phone and needs no menu code. The value is the option id as a number ('' while
 * none is chosen); its error is the translated spec 5 message. Drawn as MUI's outlined
 * NativeSelect, the label always in the notch (the select always shows a choice).
 */
export function SelectField<T extends FieldValues>(props: SelectFieldProps<T>) {
  const { name, control, label, options, required } = props;
  const { t } = useTranslation('common');
  const { ref, input, error, id } = useFormField(name, control);
  const value: unknown = input.value;
  const shown = typeof value === 'number' || typeof value === 'string' ? String(value) : '';

  return (
    <OutlinedField id={id} label={label} required={required} shrink error={error}>
      <NativeSelect
        id={id}
        selectRef={ref}
        name={input.name}
        value={shown}
        onChange={(event) => {
          const chosen = event.target.value;
          input.onChange(chosen === '' ? '' : Number(chosen));
        }}
        onBlur={input.onBlur}
        required={required}
        {...fieldAria(id, error)}
      >
        <option value="">{t('form.choose')}</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.value}
          </option>
        ))}
      </NativeSelect>
    </OutlinedField>
  );
}
