import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import { useId, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useValidationText } from '@/lib/validation-text';

interface FormCheckboxFieldProps<T extends FieldValues> {
  name: Path<T>;
  /** Omitted: the form of the nearest FormProvider. */
  control?: Control<T>;
  label: ReactNode;
  /** 'flag' stores 1/0 (spec 3 allow_sms, allow_emails); 'boolean' stores true/false. */
  kind: 'flag' | 'boolean';
}

/** A consent checkbox: never ticked until the customer ticks it (RBI DLD: no dark patterns). */
export function FormCheckboxField<T extends FieldValues>({
  name,
  control,
  label,
  kind,
}: FormCheckboxFieldProps<T>) {
  const { field, fieldState } = useController({ name, control });
  const errorText = useValidationText()(fieldState.error?.message);
  const id = useId();
  const value: unknown = field.value;
  const checked = value === true || value === 1;

  return (
    <FormControl error={Boolean(errorText)}>
      <FormControlLabel
        sx={{ alignItems: 'flex-start' }}
        control={
          <Checkbox
            name={field.name}
            checked={checked}
            onChange={(event) => {
              const ticked = event.target.checked;
              field.onChange(kind === 'flag' ? (ticked ? 1 : 0) : ticked);
            }}
            onBlur={field.onBlur}
            sx={{ mt: -0.5 }}
            slotProps={{
              input: { ref: field.ref, 'aria-describedby': errorText ? `${id}-help` : undefined },
            }}
          />
        }
        label={label}
      />
      {errorText && <FormHelperText id={`${id}-help`}>{errorText}</FormHelperText>}
    </FormControl>
  );
}
