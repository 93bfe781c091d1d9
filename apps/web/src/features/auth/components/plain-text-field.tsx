import { useId, type HTMLAttributes } from 'react';
import { outlinedFieldClass } from '@/components/ui/outlined-field-class';

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
 * The outlined text field of components/ui/form-text-field.tsx without react-hook-form or MUI: the
 * start page's one field (docs/decisions/007, 027). Plain elements drawn like MUI's OutlinedInput
 * (styles/customer-ui.css): the label floats into a notch in the outline when focused or filled.
 */
export function PlainTextField(props: PlainTextFieldProps) {
  const { label, value, onChange, error, inputMode, maxLength, prefix } = props;
  const id = useId();
  const shrink = value !== '' || prefix !== undefined;
  const className = outlinedFieldClass(shrink, error);
  return (
    <div className={className}>
      <label className="cl-field__label" htmlFor={id}>
        {label}
      </label>
      <div className={prefix === undefined ? 'cl-field__box' : 'cl-field__box cl-field__box--adorned'}>
        {prefix !== undefined && (
          <span className="cl-field__adorn">
            <span>{prefix}</span>
          </span>
        )}
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-help` : undefined}
        />
        <fieldset aria-hidden="true" className="cl-field__outline">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {error && (
        <p id={`${id}-help`} className="cl-field__help">
          {error}
        </p>
      )}
    </div>
  );
}
