import type { QueryClient } from '@tanstack/react-query';
import { bootPage, type BootPage } from '@cl/contracts';
import { BOOT_PAGE_CODE } from '@/app/boot-pages';
import { loadJourneyScreens } from '@/app/routes/customer/journey/load-journey-screens';
import { loadOffersRoute, loadRouteGuard } from '@/app/routes/customer/offer-routes';
import { preloadSitePage } from '@/app/routes/customer/site-routes';
import { pageCameWithAnswers, requestLanguage } from '@/lib/boot-requests';
import { i18n } from '@/lib/i18n';
import { loadAppQueryClient } from '@/lib/query-gate';
import { currentSite } from '@/lib/site';

// Issue 16: a page's code and texts are asked for at boot, beside its data (boot-data.ts), not one
// after another as each part renders (session -> guard -> user -> page chunk -> its texts, four
// round trips on slow 4G before a profile form or an offer shows). Started before the first
// render; lazy() then finds each module already fetched. A failed fetch is lazy()'s to retry.

const ignore = () => undefined;

type CacheBootReads = (client: QueryClient) => Promise<void> | undefined;

/** Imports the page's modules; resolves to what puts the page's reads in the query cache. */
function pageCode(
  page: BootPage,
  language: string,
  sitePage: Promise<unknown> | null,
  visitor: boolean,
): Promise<CacheBootReads> {
  switch (page.kind) {
    case 'products':
      // The shell's reads (the header's name), with the guard's options; a visitor has none.
      return Promise.all([sitePage, visitor ? null : loadRouteGuard()]).then(
        ([, guard]) =>
          (client) =>
            guard?.cacheSignedInReads(client),
      );
    case 'form':
      return loadJourneyScreens().then((screens) => (client) => screens.cacheBootReads(client, language));
    case 'offers':
      return Promise.all([loadRouteGuard(), loadOffersRoute()]).then(
        ([, offers]) =>
          (client) =>
            offers.cacheBootReads(client, page.product, language),
      );
  }
}

/**
 * Starts fetching the code and texts of the customer page at `pathname`; settles when they have
 * arrived (or failed), at once on a page that asks for none. On a page the server answered the
 * reads of, it also waits for those answers to be in the query cache (the page's cacheBootReads),
 * so that the first render draws the page itself, not its spinner and then each read in turn.
 * The products page waits too (for a visitor on a partner's home as well, without reads): drawn at
 * once, it suspended on its query client and code, and React held its reveal back (issue 16: the
 * low-end phone's warm /products 1.8-2.0 s, then 1.5 s).
 */
export function startPageCode(pathname: string): Promise<void> {
  const sitePage = preloadSitePage(pathname);
  const site = currentSite();
  const page = bootPage(pathname, site);
  // A visitor is sent to sign in from the /user pages: nothing of them would be used. The solar
  // home's code is fetched but not waited for; a failed fetch is lazy()'s to retry.
  if (!page || (site.visitor && page.kind !== 'products')) {
    sitePage?.catch(ignore);
    return Promise.resolve();
  }
  // The modules of BOOT_PAGE_CODE, which the build names in the page for the browser to fetch
  // with the start files (page-code-build.ts): here they are imported, and the texts asked for.
  // The journey screens import the guard themselves; the offers route is loaded beside it.
  const code = pageCode(page, requestLanguage(), sitePage, site.visitor);
  const texts = i18n.loadNamespaces([...BOOT_PAGE_CODE[page.kind].namespaces]);
  const ready = Promise.all([code, loadAppQueryClient(), texts]);
  const answered = pageCameWithAnswers();
  return ready
    .then(([cacheBootReads, client]) => (answered ? cacheBootReads(client) : undefined))
    .catch(ignore);
}
