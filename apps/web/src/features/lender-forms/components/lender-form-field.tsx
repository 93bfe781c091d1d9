import type { HTMLAttributes } from 'react';
import type { Control, UseControllerProps } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LenderFormField as Field, LenderFormFieldType } from '@cl/contracts';
import { fieldProblem, type LenderFormValues } from '../utils/lender-form-values';
import { InputField } from '@/components/ui/input-field';
import { fieldAria, FieldHelp } from '@/components/ui/outlined-field';
import { useFormField } from '@/components/ui/use-form-field';

interface InputKind {
  type: 'text' | 'tel' | 'email' | 'date';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
}

// A number is typed as text with a numeric keypad: type="number" changes the value on a scroll and
// drops what it cannot parse, which low-end Android keyboards make easy to do.
const INPUTS: Record<Exclude<LenderFormFieldType, 'checkbox'>, InputKind> = {
  text: { type: 'text' },
  tel: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  number: { type: 'text', inputMode: 'decimal' },
  date: { type: 'date' },
};

/** The contracts' limit on one answer (lenderFormAnswers). */
const MAX_ANSWER = 500;

type Rules = UseControllerProps<LenderFormValues>['rules'];

interface LenderFormFieldProps {
  field: Field;
  name: string;
  control: Control<LenderFormValues>;
}

/**
 * One field of a lender's form, with the lender's label as written (network forms are English) and
 * our own messages: the customer area's plain field (components/ui/input-field.tsx, ADR 027), or a
 * consent checkbox.
 */
export function LenderFormField({ field, name, control }: LenderFormFieldProps) {
  const { t } = useTranslation('offers');
  const rules: Rules = {
    validate: (value) => {
      const problem = fieldProblem(field, value);
      return problem ? t(`lenderForm.${problem}`) : true;
    },
  };
  if (field.type === 'checkbox')
    return <LenderCheckbox field={field} name={name} control={control} rules={rules} />;
  const kind = INPUTS[field.type];
  return (
    <InputField
      control={control}
      name={name}
      label={field.label}
      required={field.required}
      type={kind.type}
      inputMode={kind.inputMode}
      autoComplete={kind.autoComplete}
      maxLength={MAX_ANSWER}
      rules={rules}
    />
  );
}

/** A lender's checkbox is the customer's consent: never ticked for them. */
function LenderCheckbox({ field, name, control, rules }: LenderFormFieldProps & { rules: Rules }) {
  const { ref, input, error, id } = useFormField(name, control, rules);
  return (
    <div className={error ? 'lf-check lf-check--error' : 'lf-check'}>
      <div className="lf-check__row">
        <input
          id={id}
          ref={ref}
          name={input.name}
          type="checkbox"
          className="lf-check__box"
          checked={input.value === true}
          onChange={(event) => {
            input.onChange(event.target.checked);
          }}
          onBlur={input.onBlur}
          required={field.required}
          {...fieldAria(id, error)}
        />
        <label htmlFor={id} className="lf-check__label">
          {field.label}
          {field.required && <span aria-hidden="true">{'\u2009*'}</span>}
        </label>
      </div>
      <FieldHelp id={id} error={error} />
    </div>
  );
}
