import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { checkboxIcon, ChoiceControl } from './choice-control';
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
