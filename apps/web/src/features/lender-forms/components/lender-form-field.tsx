import { useId, type HTMLAttributes } from 'react';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { LenderFormField as Field, LenderFormFieldType } from '@cl/contracts';
import { fieldProblem, type LenderFormValues } from '../utils/lender-form-values';
import { outlinedFieldClass } from '@/components/ui/outlined-field-class';

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

interface LenderFormFieldProps {
  field: Field;
  name: string;
  control: Control<LenderFormValues>;
}

/**
 * One field of a lender's form, with the lender's label as written (network forms are English) and
 * our own messages. Plain elements and styles/customer-ui.css, like the sign-in form (ADR 027).
 */
export function LenderFormField({ field, name, control }: LenderFormFieldProps) {
  const { t } = useTranslation('offers');
  const id = useId();
  const {
    field: { ref, ...input },
    fieldState,
  } = useController({
    control,
    name,
    rules: {
      validate: (value) => {
        const problem = fieldProblem(field, value);
        return problem ? t(`lenderForm.${problem}`) : true;
      },
    },
  });
  const error = fieldState.error?.message;
  const helpId = `${id}-help`;
  const help = error ? (
    <p id={helpId} className="cl-field__help">
      {error}
    </p>
  ) : null;
  const mark = field.required ? <span aria-hidden="true"> *</span> : null;

  if (field.type === 'checkbox') {
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
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? helpId : undefined}
          />
          <label htmlFor={id} className="lf-check__label">
            {field.label}
            {mark}
          </label>
        </div>
        {help}
      </div>
    );
  }

  const kind = INPUTS[field.type];
  const value = typeof input.value === 'string' ? input.value : '';
  // A date input always shows its own dd/mm/yyyy hint, so its label sits above the box.
  const shrink = value !== '' || field.type === 'date';
  const className = outlinedFieldClass(shrink, error);
  return (
    <div className={className}>
      <label className="cl-field__label" htmlFor={id}>
        {field.label}
        {mark}
      </label>
      <div className="cl-field__box">
        <input
          id={id}
          ref={ref}
          name={input.name}
          className="cl-field__input"
          type={kind.type}
          inputMode={kind.inputMode}
          autoComplete={kind.autoComplete}
          value={value}
          onChange={(event) => {
            input.onChange(event.target.value);
          }}
          onBlur={input.onBlur}
          maxLength={MAX_ANSWER}
          required={field.required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? helpId : undefined}
        />
        <fieldset aria-hidden="true" className="cl-field__outline">
          <legend>
            <span>
              {field.label}
              {field.required ? ' *' : ''}
            </span>
          </legend>
        </fieldset>
      </div>
      {help}
    </div>
  );
}
