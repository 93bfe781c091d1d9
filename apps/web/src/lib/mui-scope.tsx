import { createContext, lazy, Suspense, use, type ReactNode } from 'react';

// MUI and emotion (~54 KB gz) are not on the start page (issue 16, docs/decisions/027): the
// theme, and with it MUI's styling engine, is fetched by the first part of the page that uses MUI.
export const loadMuiTheme = () => import('@/lib/mui-theme');
const MuiTheme = lazy(() => loadMuiTheme().then((m) => ({ default: m.MuiTheme })));

/** True inside a MuiScope: a MuiScope within another adds nothing (one theme, one CssBaseline). */
export const InMuiScope = createContext(false);

/** Fetches MUI's theme now (a page that will need it), so its code and the page's load together. */
export function preloadMuiTheme(): void {
  loadMuiTheme().catch(() => undefined); // on failure, lazy() fetches it again
}

/** Wraps what uses MUI in the brand's MUI theme; shows `fallback` while its code arrives. */
export function MuiScope({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  if (use(InMuiScope)) return children;
  return (
    <Suspense fallback={fallback}>
      <MuiTheme>{children}</MuiTheme>
    </Suspense>
  );
}
