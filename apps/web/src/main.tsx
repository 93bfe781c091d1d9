import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { initI18n } from '@/lib/i18n';
import { areaOfPath } from '@/app/area';
import { rememberLanding } from '@/lib/landing-attribution';
import { currentSite } from '@/lib/site';
import { preloadSitePage } from '@/app/routes/customer/site-routes';
import { startCustomerPageData } from '@/app/routes/customer/boot-data';
import { isUrlSegment } from '@/config/url-segments';
import { isLoginPagePath } from '@/lib/site';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void initI18n();
if (areaOfPath(window.location.pathname) === 'customer') {
  rememberLanding(window.location.search, currentSite().hostPartner);
  preloadSitePage(window.location.pathname);
  const { pathname } = window.location;
  startCustomerPageData(pathname, isLoginPagePath(pathname, isUrlSegment));
}
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
