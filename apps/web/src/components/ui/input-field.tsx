import type { HTMLAttributes } from 'react';
import type { Control, FieldValues, Path, UseControllerProps } from 'react-hook-form';
import { fieldAria, OutlinedField } from './outlined-field';
import { useFormField } from './use-form-field';
import './form-controls.css';

interface InputFieldProps<T extends FieldValues> {
  name: Path<T>;
  /** Omitted: the form of the nearest FormProvider. */
  control?: Control<T>;
  label: string;
  /** A date input shows its own dd/mm/yyyy hint, so its label always sits in the notch. */
  type?: 'text' | 'email' | 'tel' | 'date';
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  /** Grey help under the field while it has no error. */
  helperText?: string;
  /** Text before the value, such as ₹. */
  prefix?: string;
  /** Rewrites typed text before it reaches the form, e.g. keeping digits only. */
  normalise?: (value: string) => string;
  /** Checks of its own, for a form without a schema (a lender's form). */
  rules?: UseControllerProps<T>['rules'];
}

/**
 * A react-hook-form text field of the customer area (no MUI, docs/decisions/027) whose error is
 * the translated contracts message (spec 5). The admin and partner areas keep MUI's
 * form-text-field.tsx.
 */
export function InputField<T extends FieldValues>(props: InputFieldProps<T>) {
  const { name, control, label, normalise, helperText, required, prefix, type = 'text' } = props;
  const { ref, input, error, id } = useFormField(name, control, props.rules);
  const raw: unknown = input.value;
  const value = typeof raw === 'string' ? raw : '';

  return (
    <OutlinedField
      id={id}
      label={label}
      required={required}
      shrink={value !== '' || prefix !== undefined || type === 'date'}
      error={error}
      hint={helperText}
      prefix={prefix}
    >
      <input
        id={id}
        ref={ref}
        name={input.name}
        className="cl-field__input"
        value={value}
        onChange={(event) => {
          input.onChange(normalise ? normalise(event.target.value) : event.target.value);
        }}
        onBlur={input.onBlur}
        type={type}
        autoComplete={props.autoComplete}
        // Only where the form asks for it (the welcome-back check's one question).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={props.autoFocus}
        required={required}
        inputMode={props.inputMode}
        maxLength={props.maxLength}
        {...fieldAria(id, error, helperText)}
      />
    </OutlinedField>
  );
}
