import Box from '@mui/material/Box';
import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { BrandLogo } from '@/features/branding/components/brand-logo';
import { LanguageSelector } from '@/features/shell/components/language-selector';
import { SiteFooter } from '@/features/shell/components/site-footer';
import { SiteHeader } from '@/features/shell/components/site-header';
import { useWhenIdle } from '@/lib/idle';
import { usePartnerHref, usePartnerName } from '@/lib/partner-name';
import { QueryGate } from '@/lib/query-gate';
import type { CustomerAccount } from '@/app/routes/customer/journey/session-controls';

// The Help dialog is not needed for the first paint: it loads when the browser is idle, or on
// the first click if that comes sooner.
const loadHelpDialog = () => import('@/features/help/components/help-dialog');
const HelpDialog = lazy(() => loadHelpDialog().then((m) => ({ default: m.HelpDialog })));

const prefetchHelpDialog = () => {
  loadHelpDialog().catch(() => undefined); // a failed prefetch retries on the click
};

// The signed-in side of the shell (session, Logout, inactivity) needs TanStack Query, which the
// start page does without (docs/decisions/007): on the login page it arrives after the first
// paint, elsewhere at once.
const SessionControls = lazy(() =>
  import('@/app/routes/customer/journey/session-controls').then((m) => ({ default: m.SessionControls })),
);

/** spec 2 customer shell: header (logo, user name, Help, Logout, mobile drawer), page, footer. */
export function CustomerLayout({ children }: { children: ReactNode }) {
  const partnerName = usePartnerName();
  const partnerHref = usePartnerHref();
  const { pathname } = useLocation();
  const [helpOpen, setHelpOpen] = useState(false);
  const [helpRequested, setHelpRequested] = useState(false);
  const [idle, setIdle] = useState(false);
  const [account, setAccount] = useState<CustomerAccount | null>(null);
  const markIdle = useCallback(() => {
    setIdle(true);
  }, []);
  useWhenIdle(prefetchHelpDialog);
  useWhenIdle(markIdle);
  const sessionWanted = idle || pathname !== paths.customer.home.getHref();

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
        userName={account?.name}
        onLogout={account?.onLogout}
        profileHref={account ? partnerHref(paths.customer.profile.getHref()) : undefined}
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
      {sessionWanted && (
        <Suspense fallback={null}>
          <QueryGate wait>
            <SessionControls onAccount={setAccount} />
          </QueryGate>
        </Suspense>
      )}
      {helpRequested && (
        <Suspense fallback={null}>
          <QueryGate wait>
            <HelpDialog
              open={helpOpen}
              onClose={() => {
                setHelpOpen(false);
              }}
            />
          </QueryGate>
        </Suspense>
      )}
    </Box>
  );
}
