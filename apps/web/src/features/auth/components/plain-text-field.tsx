import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type HTMLAttributes, type ReactNode } from 'react';

interface PlainTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  startAdornment?: ReactNode;
}

/**
 * The outlined text field of components/ui/form-text-field.tsx without react-hook-form: the start
 * page's one field does not need a form library (docs/decisions/007-start-page-budget.md).
 */
export function PlainTextField(props: PlainTextFieldProps) {
  const { label, value, onChange, error, inputMode, maxLength } = props;
  const id = useId();
  return (
    <FormControl fullWidth error={Boolean(error)}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        startAdornment={props.startAdornment}
        inputProps={{ inputMode, maxLength, 'aria-describedby': error ? `${id}-help` : undefined }}
      />
      {error && <FormHelperText id={`${id}-help`}>{error}</FormHelperText>}
    </FormControl>
  );
}
