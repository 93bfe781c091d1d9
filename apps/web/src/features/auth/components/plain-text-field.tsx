import { useId, type HTMLAttributes } from 'react';
import { fieldAria, OutlinedField } from '@/components/ui/outlined-field';

interface PlainTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** Text before the value, such as the country code. */
  prefix?: string;
}

/**
 * The outlined text field without react-hook-form: the start page's one field (docs/decisions/007,
 * 027), in the plain frame of components/ui/outlined-field.tsx.
 */
export function PlainTextField(props: PlainTextFieldProps) {
  const { label, value, onChange, error, inputMode, maxLength, prefix } = props;
  const id = useId();
  return (
    <OutlinedField
      id={id}
      label={label}
      shrink={value !== '' || prefix !== undefined}
      error={error}
      prefix={prefix}
    >
      <input
        id={id}
        className="cl-field__input"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        {...fieldAria(id, error)}
      />
    </OutlinedField>
  );
}
