import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { createAppTheme } from '@/lib/theme';
import { usePartnerBranding } from '../api/get-partner-by-name';
import { useBrandHead } from '../hooks/use-brand-head';

/**
 * spec 3, spec 9: the theme follows the partner's colours. Until the brand arrives (or if it
 * cannot be fetched) the default brand is used, so the first paint never waits for this call.
 */
export function BrandThemeProvider({ partnerName, children }: { partnerName: string; children: ReactNode }) {
  const { data: branding } = usePartnerBranding(partnerName);
  useBrandHead(branding);
  const primary = branding?.primaryColor;
  const secondary = branding?.secondaryColor;
  const fontFamily = branding?.fontFamily;
  const theme = useMemo(
    () => (primary && secondary ? createAppTheme({ primary, secondary, fontFamily }) : createAppTheme()),
    [primary, secondary, fontFamily],
  );
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
