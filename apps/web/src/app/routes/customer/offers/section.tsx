import type { ReactNode } from 'react';
import './offers-page.css';

interface SectionProps {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** A titled part of a page that jump links can point at. */
export function Section({ id, title, intro, children }: SectionProps) {
  return (
    <section aria-labelledby={`${id}-title`} className="offers-section" id={id}>
      <h2 id={`${id}-title`} className="offers-section__title">
        {title}
      </h2>
      {intro && <p className="offers-section__intro">{intro}</p>}
      <div className="offers-section__body">{children}</div>
    </section>
  );
}
