import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { ChoiceControl } from './choice-control';
import { fieldAria, FieldHelp } from './outlined-field';
import { useFormField } from './use-form-field';
import './form-controls.css';

interface CheckboxFieldProps<T extends FieldValues> {
  name: Path<T>;
  /** Omitted: the form of the nearest FormProvider. */
  control?: Control<T>;
  label: ReactNode;
  /** 'flag' stores 1/0 (spec 3 allow_sms, allow_emails); 'boolean' stores true/false. */
  kind: 'flag' | 'boolean';
}

const checkboxIcon = (
  <>
    <svg className="cl-check__off" viewBox="0 0 24 24" focusable="false">
      <path d="M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z" />
    </svg>
    <svg className="cl-check__on" viewBox="0 0 24 24" focusable="false">
      <path d="M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z" />
    </svg>
  </>
);

/**
 * A react-hook-form checkbox, never ticked until the customer ticks it (RBI DLD: no dark
 * patterns), drawn as MUI's Checkbox (choice-control.tsx): the box beside the label's first line.
 */
export function CheckboxField<T extends FieldValues>({ name, control, label, kind }: CheckboxFieldProps<T>) {
  const { ref, input, error, id } = useFormField(name, control);
  const value: unknown = input.value;

  return (
    <div className="cl-check">
      <ChoiceControl
        type="checkbox"
        className="cl-check__label"
        id={id}
        ref={ref}
        name={input.name}
        checked={value === true || value === 1}
        onChange={(event) => {
          const ticked = event.target.checked;
          input.onChange(kind === 'flag' ? (ticked ? 1 : 0) : ticked);
        }}
        onBlur={input.onBlur}
        icon={checkboxIcon}
        label={label}
        {...fieldAria(id, error)}
      />
      <FieldHelp id={id} error={error} />
    </div>
  );
}
