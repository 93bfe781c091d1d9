import { bootPage } from '@cl/contracts';
import { BOOT_PAGE_CODE } from '@/app/boot-pages';
import { loadJourneyScreens } from '@/app/routes/customer/journey/load-journey-screens';
import { loadOffersRoute, loadRouteGuard } from '@/app/routes/customer/offer-routes';
import { preloadSitePage } from '@/app/routes/customer/site-routes';
import { i18n } from '@/lib/i18n';
import { currentSite } from '@/lib/site';

// Issue 16: a page's code and texts are asked for at boot, beside its data (boot-data.ts), not one
// after another as each part renders (session -> guard -> user -> page chunk -> its texts, four
// round trips on slow 4G before a profile form or an offer shows). Started before the first
// render; lazy() then finds each module already fetched. A failed fetch is lazy()'s to retry.

const ignore = () => undefined;

/** Starts fetching the code and texts of the customer page at `pathname`. */
export function startPageCode(pathname: string): void {
  preloadSitePage(pathname);
  const site = currentSite();
  const page = bootPage(pathname, site);
  // A visitor is sent to sign in from these pages: nothing of them would be used.
  if (!page || page.kind === 'products' || site.visitor) return;
  // The modules of BOOT_PAGE_CODE, which the build names in the page for the browser to fetch
  // with the start files (page-code-build.ts): here they are imported, and the texts asked for.
  // The journey screens import the guard themselves; the offers route is loaded beside it.
  if (page.kind === 'form') loadJourneyScreens().catch(ignore);
  else {
    loadRouteGuard().catch(ignore);
    loadOffersRoute().catch(ignore);
  }
  i18n.loadNamespaces([...BOOT_PAGE_CODE[page.kind].namespaces]).catch(ignore);
}
