import type { Control, FieldValues, Path } from 'react-hook-form';
import { FieldHelp } from './outlined-field';
import { RadioChoice } from './radio-choice';
import { useFormField } from './use-form-field';
import './form-controls.css';

interface RadioGroupFieldProps<T extends FieldValues> {
  name: Path<T>;
  control?: Control<T>;
  label: string;
  /** A few choices, each shown at once (two or three read faster than a picker on a phone). */
  options: readonly { value: string; label: string }[];
  required?: boolean;
}

/**
 * A react-hook-form choice among a few text values ('' while none is chosen), in a row of native
 * radio buttons (radio-choice.tsx) under the group's label; its error is the spec 5 message.
 */
export function RadioGroupField<T extends FieldValues>(props: RadioGroupFieldProps<T>) {
  const { name, control, label, options, required } = props;
  const { ref, input, error, id } = useFormField(name, control);
  const value: unknown = input.value;

  return (
    <div className={error ? 'cl-group cl-group--error' : 'cl-group'}>
      <span id={`${id}-label`} className="cl-group__label">
        {label}
        {required && <span aria-hidden="true">{'\u2009*'}</span>}
      </span>
      <div
        role="radiogroup"
        className="cl-choice-group"
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? `${id}-help` : undefined}
        aria-required={required}
        aria-invalid={error ? true : undefined}
      >
        {options.map((option, index) => (
          <RadioChoice
            key={option.value}
            name={input.name}
            value={option.value}
            checked={value === option.value}
            onChange={input.onChange}
            onBlur={input.onBlur}
            inputRef={index === 0 ? ref : undefined}
            label={option.label}
          />
        ))}
      </div>
      <FieldHelp id={id} error={error} />
    </div>
  );
}
