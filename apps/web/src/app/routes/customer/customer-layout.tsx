import Box from '@mui/material/Box';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { BrandLogo } from '@/features/branding/components/brand-logo';
import { LanguageSelector } from '@/features/shell/components/language-selector';
import { SiteFooter } from '@/features/shell/components/site-footer';
import { SiteHeader } from '@/features/shell/components/site-header';
import { useWhenIdle } from '@/lib/idle';
import { usePartnerHref, usePartnerName } from '@/lib/partner-name';

// The Help dialog is not needed for the first paint: it loads when the browser is idle, or on
// the first click if that comes sooner.
const loadHelpDialog = () => import('@/features/help/components/help-dialog');
const HelpDialog = lazy(() => loadHelpDialog().then((m) => ({ default: m.HelpDialog })));

const prefetchHelpDialog = () => {
  loadHelpDialog().catch(() => undefined); // a failed prefetch retries on the click
};

/** spec 2 customer shell: header (logo, Help, mobile drawer), page, footer. */
export function CustomerLayout({ children }: { children: ReactNode }) {
  const partnerName = usePartnerName();
  const partnerHref = usePartnerHref();
  const [helpOpen, setHelpOpen] = useState(false);
  const [helpRequested, setHelpRequested] = useState(false);
  useWhenIdle(prefetchHelpDialog);

  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SiteHeader
        logo={
          <BrandLogo
            partnerName={partnerName}
            fallbackName={env.companyName}
            href={partnerHref(paths.customer.home.getHref())}
          />
        }
        onHelp={() => {
          setHelpRequested(true);
          setHelpOpen(true);
        }}
      />
      <Box component="main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        {children}
      </Box>
      <SiteFooter
        languageSelector={<LanguageSelector />}
        termsHref={partnerHref(paths.customer.termsOfUse.getHref())}
        privacyHref={partnerHref(paths.customer.privacyPolicy.getHref())}
        companyName={env.companyName}
      />
      {helpRequested && (
        <Suspense fallback={null}>
          <HelpDialog
            open={helpOpen}
            onClose={() => {
              setHelpOpen(false);
            }}
          />
        </Suspense>
      )}
    </Box>
  );
}
