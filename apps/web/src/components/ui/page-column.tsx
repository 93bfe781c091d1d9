import type { ReactNode } from 'react';

/**
 * The centred column a page's content sits in: full width on a phone, at most LAYOUT.maxWidth
 * (1600 px) on a desktop. `dense` is for portal pages, which sit under a header and a breadcrumb.
 * Plain CSS (styles/customer-ui.css `.cl-column`), so a page drawn without MUI can use it (issue 16).
 */
export function PageColumn({ children, dense = false }: { children: ReactNode; dense?: boolean }) {
  return <div className={dense ? 'cl-column cl-column--dense' : 'cl-column'}>{children}</div>;
}
