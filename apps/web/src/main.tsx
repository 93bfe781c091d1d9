import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { initI18n } from '@/lib/i18n';
import { areaOfPath } from '@/app/area';
import { rememberLanding } from '@/lib/landing-attribution';
import { currentSite, isPlainPagePath } from '@/lib/site';
import { startPageCode } from '@/app/boot-code';
import { startPageData } from '@/app/boot-data';
import { plainJourneyPaths } from '@/config/paths';
import { applyBrandTokens } from '@/lib/brand-tokens';
import { preloadMuiTheme } from '@/lib/mui-scope';
import '@/styles/customer-ui.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The default brand until the partner's arrives (features/branding/brand-style.tsx), unless the
// server wrote the page's brand into it, as it does on every page it serves (its
// plugins/brand-style.ts, issue 16); a page without it is one the dev server served.
if (!document.documentElement.style.getPropertyValue('--cl-primary')) applyBrandTokens();
void initI18n();
const customerArea = areaOfPath(window.location.pathname) === 'customer';
startPageData(window.location, customerArea);
// The prerendered sign-in page (app/sign-in, issue 16) remembered its landing itself and starts
// the app on /verification, whose query is not a landing: it would overwrite the utms.
const startedBySignInPage = container.hasAttribute('data-sign-in-page');
let pageCode: Promise<void> = Promise.resolve();
if (customerArea) {
  if (!startedBySignInPage) rememberLanding(window.location.search, currentSite().hostPartner);
  pageCode = startPageCode(window.location.pathname);
}
// Issue 16: the sign-in, the products and the profile forms are drawn without MUI; elsewhere its
// theme loads beside the page.
if (!(customerArea && isPlainPagePath(window.location.pathname, plainJourneyPaths))) {
  preloadMuiTheme();
}
// Issue 16: a signed-in page is first drawn once its code, texts and query client are there (and
// its reads, when the server answered them inside the page): the page's spinner stays until then,
// and React draws the page in one render instead of suspending at each lazy part and holding each
// reveal back. Elsewhere pageCode is settled and React renders at once. The render is a transition,
// so React yields to the browser every few milliseconds instead of holding the main thread for the
// whole page in one task (on a slow phone one such task blocked input for 400-600 ms).
void pageCode.then(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
