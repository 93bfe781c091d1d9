import { ErrorBoundary } from '@/components/ui/error-boundary';
import { ErrorFallback } from '@/components/ui/error-fallback';
import { AreaSwitch } from '@/app/area-switch';
import { usePageViewTracking } from '@/features/analytics/hooks/use-page-view-tracking';
import { BrandStyle } from '@/features/branding/components/brand-style';
import { usePartnerName } from '@/lib/partner-name';
import { useScrollReset } from '@/lib/use-scroll-reset';

/** Everything under the router: the partner's brand, page views, scroll reset and the chosen area. */
export function RootLayout() {
  const partnerName = usePartnerName();
  usePageViewTracking(partnerName);
  useScrollReset();
  return (
    <BrandStyle partnerName={partnerName}>
      <ErrorBoundary fallback={<ErrorFallback />}>
        <AreaSwitch />
      </ErrorBoundary>
    </BrandStyle>
  );
}
