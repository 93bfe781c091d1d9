import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useValidationText } from '@/lib/validation-text';

interface FormRadioFieldProps<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  /** A few choices, each shown at once (two or three read faster than a picker on a phone). */
  options: readonly { value: string; label: string }[];
  required?: boolean;
}

/** A choice among a few text values ('' while none is chosen); its error is the spec 5 message. */
export function FormRadioField<T extends FieldValues>(props: FormRadioFieldProps<T>) {
  const { name, control, label, options, required } = props;
  const { field, fieldState } = useController({ name, control });
  const errorText = useValidationText()(fieldState.error?.message);
  const id = useId();
  const value: unknown = field.value;

  return (
    <FormControl required={required} error={Boolean(errorText)}>
      <FormLabel id={`${id}-label`}>{label}</FormLabel>
      <RadioGroup
        row
        name={field.name}
        aria-labelledby={`${id}-label`}
        aria-describedby={errorText ? `${id}-help` : undefined}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => {
          field.onChange(event.target.value);
        }}
        onBlur={field.onBlur}
      >
        {options.map((option, index) => (
          <FormControlLabel
            key={option.value}
            value={option.value}
            label={option.label}
            control={<Radio slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }} />}
          />
        ))}
      </RadioGroup>
      {errorText && <FormHelperText id={`${id}-help`}>{errorText}</FormHelperText>}
    </FormControl>
  );
}
