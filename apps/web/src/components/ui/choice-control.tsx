import type { ComponentProps, ReactNode } from 'react';
import './choice-control.css';

interface ChoiceControlProps extends Omit<ComponentProps<'input'>, 'className'> {
  type: 'radio' | 'checkbox';
  /** The icons drawn over the input (choice-control.css shows the one for its state). */
  icon: ReactNode;
  label: ReactNode;
  className?: string;
}

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
