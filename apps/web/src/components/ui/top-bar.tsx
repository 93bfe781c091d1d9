import type { ReactNode } from 'react';

/** A sticky page header bar (what AppBar + Toolbar draw), plain CSS: it is on the start page. */
export function TopBar({ children }: { children: ReactNode }) {
  return (
    <header className="cl-topbar">
      <div className="cl-topbar__inner">{children}</div>
    </header>
  );
}
