import type { ReactNode } from 'react';

interface OutlinedFieldProps {
  /** The control's id: the label points at it, and its help text is `${id}-help` (fieldAria). */
  id: string;
  label: string;
  required?: boolean;
  /** The label sits in the outline's notch (a value, a prefix, or a control that always shows one). */
  shrink: boolean;
  /** The error message: the outline, label and help turn the error colour. */
  error?: string | undefined;
  /** Grey help under the field while it has no error. */
  hint?: string | undefined;
  /** Text before the value, such as ₹ or the country code. */
  prefix?: string | undefined;
  /** Text after the value, such as % or a unit. */
  suffix?: string | undefined;
  /** A class of the caller's beside cl-field (its own layout). */
  className?: string;
  /** MUI's small size (40 px high). */
  small?: boolean;
  /** The input or select (class cl-field__input), and anything drawn over it (a select's arrow). */
  children: ReactNode;
}

/**
 * The outlined field of the customer area, plain elements drawn like MUI's OutlinedInput with a
 * floating, notched label (styles/customer-ui.css `.cl-field`, docs/decisions/027): the frame
 * every plain field shares (the sign-in number, the profile forms, a lender's form). Required
 * fields carry MUI's asterisk, hidden from screen readers (the input says `required`).
 */
export function OutlinedField(props: OutlinedFieldProps) {
  const { id, label, required, shrink, error, hint, prefix, suffix, small, children } = props;
  const className = [
    'cl-field',
    props.className,
    shrink && 'cl-field--shrink',
    error && 'cl-field--error',
    small && 'cl-field--small',
  ]
    .filter(Boolean)
    .join(' ');
  const boxClass = [
    'cl-field__box',
    prefix !== undefined && 'cl-field__box--adorned',
    suffix !== undefined && 'cl-field__box--suffixed',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label className="cl-field__label" htmlFor={id}>
        {label}
        {required && <span aria-hidden="true">{'\u2009*'}</span>}
      </label>
      <div className={boxClass}>
        {prefix !== undefined && (
          <span className="cl-field__adorn">
            <span>{prefix}</span>
          </span>
        )}
        {children}
        {suffix !== undefined && (
          <span className="cl-field__adorn">
            <span>{suffix}</span>
          </span>
        )}
        <fieldset aria-hidden="true" className="cl-field__outline">
          <legend>
            <span>{required ? `${label} *` : label}</span>
          </legend>
        </fieldset>
      </div>
      <FieldHelp id={id} error={error} hint={hint} />
    </div>
  );
}

/** The text under a field, `${id}-help`: its error in the error colour, else its grey hint. */
export function FieldHelp({
  id,
  error,
  hint,
}: {
  id: string;
  error: string | undefined;
  hint?: string | undefined;
}) {
  const help = error ?? hint;
  if (!help) return null;
  return (
    <p id={`${id}-help`} className={error ? 'cl-field__help' : 'cl-field__help cl-field__hint'}>
      {help}
    </p>
  );
}

/** What the control inside an OutlinedField tells assistive technology: invalid, and its help. */
export function fieldAria(id: string, error: string | undefined, hint?: string) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': (error ?? hint) ? `${id}-help` : undefined,
  } as const;
}
