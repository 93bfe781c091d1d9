import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { initI18n } from '@/lib/i18n';
import { areaOfPath } from '@/app/area';
import { rememberLanding } from '@/lib/landing-attribution';
import { currentSite } from '@/lib/site';
import { preloadSitePage } from '@/app/routes/customer/site-routes';
import { startPageData } from '@/app/boot-data';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void initI18n();
const customerArea = areaOfPath(window.location.pathname) === 'customer';
startPageData(window.location, customerArea);
if (customerArea) {
  rememberLanding(window.location.search, currentSite().hostPartner);
  preloadSitePage(window.location.pathname);
}
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
