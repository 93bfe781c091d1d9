import type { ReactNode } from 'react';

interface OutlinedFrameProps {
  /** The control's id: the label names it. */
  id: string;
  label: string;
  /** The outlined field's classes (styles/customer-ui.css `.cl-field`, shrunk, with an error). */
  className: string;
  boxClassName?: string;
  /** The native control, with what sits beside it in the outline (an arrow, a unit). */
  children: ReactNode;
  /** Under the outline: a hint or what is wrong. */
  help?: ReactNode;
}

/**
 * The offers' native controls (the sort and filter selects, the calculator's inputs) in MUI's
 * outlined frame, its label in the outline's notch (issue 16, ADR 027). Not a form field of its
 * own: the control, its value and its messages stay with the caller.
 */
export function OutlinedFrame({ id, label, className, boxClassName, children, help }: OutlinedFrameProps) {
  return (
    <div className={className}>
      <label className="cl-field__label" htmlFor={id}>
        {label}
      </label>
      <div className={boxClassName ? `cl-field__box ${boxClassName}` : 'cl-field__box'}>
        {children}
        <fieldset aria-hidden="true" className="cl-field__outline">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {help}
    </div>
  );
}
