import type { ReactNode } from 'react';
import './offers-page.css';

/**
 * The width and padding every page of this area uses (spec 9: page max width 1600, LAYOUT.maxWidth).
 * Plain CSS (offers-page.css), so a page drawn without MUI can use it (issue 16).
 */
export function PageContainer({ children, narrow }: { children: ReactNode; narrow?: boolean }) {
  return <div className={narrow ? 'offers-page offers-page--narrow' : 'offers-page'}>{children}</div>;
}
