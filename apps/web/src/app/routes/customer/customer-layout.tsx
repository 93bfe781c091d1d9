import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { env } from '@/config/env';
import { paths, plainJourneyPaths } from '@/config/paths';
import { BrandLogo } from '@/features/branding/components/brand-logo';
import { LanguageSelector } from '@/features/shell/components/language-selector';
import { SiteFooter } from '@/features/shell/components/site-footer';
import { SiteHeader } from '@/features/shell/components/site-header';
import { CenteredSpinner } from '@/components/ui/centered-spinner';
import { takeBootIntent } from '@/lib/boot-intent';
import { useWhenIdle } from '@/lib/idle';
import { loadMuiTheme, MuiScope } from '@/lib/mui-scope';
import { usePartnerHref, usePartnerName } from '@/lib/partner-name';
import { QueryGate } from '@/lib/query-gate';
import { currentSite, isLoginPagePath, isPlainPagePath } from '@/lib/site';
import type { CustomerAccount } from '@/app/routes/customer/journey/session-controls';

// The Help dialog (a form: react-hook-form, zod, MUI's modal) is not needed to sign in: it loads
// when the visitor reaches for the header (pointer, touch or focus), or on the click itself.
// Issue 16: every byte '/' loads counts, so nothing here is fetched just because the browser is idle.
const loadHelpDialog = () => import('@/features/help/components/help-dialog');
const loadHelp = () => Promise.all([loadHelpDialog(), loadMuiTheme()]);
const HelpDialog = lazy(() => loadHelpDialog().then((m) => ({ default: m.HelpDialog })));

const prefetchHelpDialog = () => {
  loadHelp().catch(() => undefined); // a failed prefetch retries on the click
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
  // Help pressed on the prerendered sign-in page, which started the app for it (issue 16).
  const [helpOpen, setHelpOpen] = useState(() => takeBootIntent('help'));
  const [helpRequested, setHelpRequested] = useState(helpOpen);
  const [idle, setIdle] = useState(false);
  const [account, setAccount] = useState<CustomerAccount | null>(null);
  const markIdle = useCallback(() => {
    setIdle(true);
  }, []);
  useWhenIdle(markIdle);
  // On the sign-in page the session check waits for the browser to be idle, and is skipped when
  // the server saw no session cookie (issue 16); once loaded it stays, so a customer who signs in
  // and comes back to '/' keeps the header's name and Logout.
  const [sessionLoaded, setSessionLoaded] = useState(false);
  const sessionWanted =
    sessionLoaded || pathname !== paths.customer.home.getHref() || (idle && !currentSite().visitor);
  if (sessionWanted && !sessionLoaded) setSessionLoaded(true); // React's state-from-render pattern
  const onLoginPage = isLoginPagePath(pathname);
  const plainPage = isPlainPagePath(pathname, plainJourneyPaths);

  return (
    <div className="cl-shell">
      {/* display: contents keeps the sticky header a child of the shell; events still bubble here. */}
      <div
        className="cl-contents"
        onPointerEnter={prefetchHelpDialog}
        onTouchStart={prefetchHelpDialog}
        onFocus={prefetchHelpDialog}
      >
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
      </div>
      {/* Issue 16 (CLS): a page that fills in after its code or data arrives would push a footer
          painted at the bottom of the screen down; below the fold from the start, it never moves
          where the customer sees it. The sign-in page paints whole at once and keeps its footer
          (the language choice) in view. */}
      <main className={onLoginPage ? 'cl-main' : 'cl-main cl-main--tall'}>
        {/* Issue 16: the sign-in, products and profile pages are plain elements; every other page
            may use MUI, whose theme (and styling engine) is fetched with it (main.tsx starts it at
            boot on those pages). */}
        {plainPage ? children : <MuiScope fallback={<CenteredSpinner />}>{children}</MuiScope>}
      </main>
      <SiteFooter
        languageSelector={<LanguageSelector />}
        termsHref={partnerHref(paths.customer.termsOfUse.getHref())}
        privacyHref={partnerHref(paths.customer.privacyPolicy.getHref())}
        companyName={env.companyName}
      />
      {sessionWanted && (
        <Suspense fallback={null}>
          <QueryGate wait>
            {/* No MUI: its one MUI part, the inactivity countdown, brings MUI's theme itself. */}
            <SessionControls onAccount={setAccount} />
          </QueryGate>
        </Suspense>
      )}
      {helpRequested && (
        <Suspense fallback={null}>
          <QueryGate wait>
            <MuiScope>
              <HelpDialog
                open={helpOpen}
                onClose={() => {
                  setHelpOpen(false);
                }}
              />
            </MuiScope>
          </QueryGate>
        </Suspense>
      )}
    </div>
  );
}
