import type { ComponentProps, ReactNode } from 'react';
import './choice-control.css';

interface ChoiceControlProps extends Omit<ComponentProps<'input'>, 'className'> {
  type: 'radio' | 'checkbox';
  /** The icons drawn over the input (choice-control.css shows the one for its state). */
  icon: ReactNode;
  label: ReactNode;
  className?: string;
}

/** MUI's CheckBoxOutlineBlank and CheckBox: choice-control.css shows the ticked one when checked. */
export const checkboxIcon = (
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
 * A native radio button or checkbox drawn as MUI's Radio or Checkbox in a FormControlLabel
 * (issue 16): the input covers the 42 px target, so the browser's own keyboard, form and
 * accessibility behaviour stay.
 */
export function ChoiceControl({ icon, label, className, ...input }: ChoiceControlProps) {
  return (
    <label className={className ? `cl-choice-label ${className}` : 'cl-choice-label'}>
      <span className="cl-choice">
        <input className="cl-choice__input" {...input} />
        <span className="cl-choice__icon" aria-hidden="true">
          {icon}
        </span>
      </span>
      <span>{label}</span>
    </label>
  );
}
