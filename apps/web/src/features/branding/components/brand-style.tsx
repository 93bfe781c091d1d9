import { useLayoutEffect, type ReactNode } from 'react';
import { setCurrentBrand } from '@/lib/brand-tokens';
import { usePartnerBranding } from '../api/get-partner-by-name';
import { useBrandHead } from '../hooks/use-brand-head';

/**
 * spec 3, spec 9: the page follows the partner's colours, as CSS custom properties for the plain
 * components and as the brand of MUI's theme where a page uses it (lib/mui-scope.tsx). Until the
 * brand arrives (or if it cannot be fetched) the default brand is used, so the first paint never
 * waits for this call. No MUI here: this is on the start page (issue 16).
 */
export function BrandStyle({ partnerName, children }: { partnerName: string; children: ReactNode }) {
  const { data: branding } = usePartnerBranding(partnerName);
  useBrandHead(branding);
  const primary = branding?.primaryColor;
  const secondary = branding?.secondaryColor;
  const fontFamily = branding?.fontFamily;
  useLayoutEffect(() => {
    if (primary && secondary) setCurrentBrand({ primary, secondary, fontFamily });
  }, [primary, secondary, fontFamily]);
  return children;
}
