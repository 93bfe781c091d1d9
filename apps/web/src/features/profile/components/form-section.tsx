import { Children, type ReactNode } from 'react';
import './profile.css';

/** A titled group of fields: one column on a phone, two from 600px. */
export function FormSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className="pf-section">
      <legend className="pf-section__title">{title}</legend>
      {hint && <p className="cl-body2">{hint}</p>}
      <div className="pf-section__grid">
        {Children.toArray(children).map((child, index) => (
          <div key={index}>{child}</div>
        ))}
      </div>
    </fieldset>
  );
}
