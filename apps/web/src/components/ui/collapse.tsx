import type { ReactNode } from 'react';
import './collapse.css';

interface CollapseProps {
  open: boolean;
  id?: string;
  children: ReactNode;
}

/**
 * What a disclosure button shows and hides (issue 16, ADR 027), unfolding as MUI's Collapse did.
 * Closed, its content is hidden from sight, the keyboard and screen readers (visibility: hidden),
 * but stays mounted so the button's aria-controls always names it.
 */
export function Collapse({ open, id, children }: CollapseProps) {
  return (
    <div id={id} className={open ? 'cl-collapse cl-collapse--open' : 'cl-collapse'}>
      <div className="cl-collapse__inner">{children}</div>
    </div>
  );
}
