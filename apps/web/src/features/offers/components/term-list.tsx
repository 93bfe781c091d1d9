import type { ReactNode } from 'react';
import './offer-card.css';

export interface Term {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list: two columns that stay readable at 360 px. */
export function TermList({ terms, dense }: { terms: Term[]; dense?: boolean }) {
  return (
    <dl className={dense ? 'term-list term-list--dense' : 'term-list'}>
      {terms.map((term) => (
        <div key={term.label}>
          <dt>{term.label}</dt>
          <dd>{term.value}</dd>
        </div>
      ))}
    </dl>
  );
}
