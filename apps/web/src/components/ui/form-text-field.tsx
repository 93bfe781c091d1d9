import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type CSSProperties, type HTMLAttributes, type ReactNode } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useValidationText } from '@/lib/validation-text';

interface FormTextFieldProps<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  multiline?: boolean;
  minRows?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  inputStyle?: CSSProperties;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  helperText?: string;
  /** Rewrites typed text before it reaches the form, e.g. keeping digits only. */
  normalise?: (value: string) => string;
}

/**
 * A react-hook-form text field whose error is the translated contracts message (spec 5).
 * Built from the outlined input parts rather than MUI's TextField: TextField also bundles Select,
 * Menu and Popover, which the start page does not need on slow 4G.
 */
export function FormTextField<T extends FieldValues>(props: FormTextFieldProps<T>) {
  const { name, control, label, normalise, helperText, required, inputMode, maxLength, inputStyle } = props;
  const { field, fieldState } = useController({ name, control });
  const errorText = useValidationText()(fieldState.error?.message);
  const id = useId();
  const value: unknown = field.value;
  const help = errorText ?? helperText;

  return (
    <FormControl fullWidth required={required} error={Boolean(errorText)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={required ? `${label} *` : label}
        name={field.name}
        inputRef={field.ref}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => {
          field.onChange(normalise ? normalise(event.target.value) : event.target.value);
        }}
        onBlur={field.onBlur}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        autoFocus={props.autoFocus}
        multiline={props.multiline}
        minRows={props.minRows}
        startAdornment={props.startAdornment}
        endAdornment={props.endAdornment}
        inputProps={{
          inputMode,
          maxLength,
          style: inputStyle,
          'aria-describedby': help ? `${id}-help` : undefined,
        }}
      />
      {help && <FormHelperText id={`${id}-help`}>{help}</FormHelperText>}
    </FormControl>
  );
}
