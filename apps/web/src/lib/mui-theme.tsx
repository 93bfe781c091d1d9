import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { getCurrentBrand, subscribeBrand } from '@/lib/brand-tokens';
import { InMuiScope } from '@/lib/mui-scope';
import { createAppTheme } from '@/lib/theme';

/**
 * spec 3, spec 9: MUI's theme in the current brand's colours (lib/brand-tokens.ts), for the parts
 * that still use MUI. Loaded through lib/mui-scope.tsx, never by the start page (issue 16).
 */
export function MuiTheme({ children }: { children: ReactNode }) {
  const brand = useSyncExternalStore(subscribeBrand, getCurrentBrand);
  const theme = useMemo(() => createAppTheme(brand), [brand]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <InMuiScope value>{children}</InMuiScope>
    </ThemeProvider>
  );
}
