import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ErrorFallback } from '@/components/ui/error-fallback';
import { AreaSwitch } from '@/app/area-switch';
import { usePageViewTracking } from '@/features/analytics/hooks/use-page-view-tracking';
import { BrandThemeProvider } from '@/features/branding/components/brand-theme-provider';
import { usePartnerName } from '@/lib/partner-name';
import { useScrollReset } from '@/lib/use-scroll-reset';

/** Everything under the router: the partner's theme, page views, scroll reset and the chosen area. */
export function RootLayout() {
  const partnerName = usePartnerName();
  usePageViewTracking(partnerName);
  useScrollReset();
  return (
    <BrandThemeProvider partnerName={partnerName}>
      <ErrorBoundary fallback={<ErrorFallback />}>
        <AreaSwitch />
      </ErrorBoundary>
    </BrandThemeProvider>
  );
}
