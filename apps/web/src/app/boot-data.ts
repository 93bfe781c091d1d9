import { API, apiPath, AUTH_API, OFFERS_API, USER_API } from '@cl/contracts';
import { offersPath } from '@/features/offers/api/offers-path';
import { optionListsPath } from '@/features/profile/api/option-lists-path';
import { startBootRequest, requestLanguage } from '@/lib/boot-requests';
import { isLanguageCode } from '@/lib/i18n';
import { isSignedOutLocally } from '@/lib/local-sign-out';
import { partnerNameFromLocation } from '@/lib/partner-name';
import { currentSite } from '@/lib/site';
import { shownProduct } from '@/app/routes/customer/offers/shown-product';
import { bootPage } from '@/app/boot-pages';

// Issue 16: the data of a page is asked for at boot, side by side with the brand, rather than one
// request after another as the page's code arrives (brand and session after the first render,
// then guard -> page -> data).
// What each page asks is what its components will ask (they take these answers through
// apiRequest, lib/boot-requests.ts); the journey guard still decides what is shown.

/** The session user's id in GET /api/auth/session's answer, read by hand (no zod at boot). */
function userIdOf(payload: unknown): number | null {
  if (typeof payload !== 'object' || payload === null || !('data' in payload)) return null;
  const data = payload.data;
  if (typeof data !== 'object' || data === null || !('user' in data)) return null;
  const user = data.user;
  if (typeof user !== 'object' || user === null || !('userId' in user)) return null;
  return typeof user.userId === 'number' ? user.userId : null;
}

/** The user record follows the session at once: every signed-in page's shell reads it (spec 4). */
function startSessionAndUser(): void {
  startBootRequest(AUTH_API.session, (payload) => {
    const userId = userIdOf(payload);
    if (userId !== null) startBootRequest(apiPath(USER_API.user, { userId }));
  });
}

/** The brand every area's theme reads (root-layout.tsx), whichever page this is. */
function startBrand({ pathname, search }: Location): void {
  const partnerName = partnerNameFromLocation(pathname, search, currentSite().hostPartner);
  startBootRequest(apiPath(API.partnerByName, { partnerName }));
}

/**
 * Starts the requests of the page at `location`: the brand, and on a customer page its own. The
 * sign-in page reads the session too (when idle, customer-layout.tsx: a signed-in customer is sent
 * on): asked here, its answer is there by then, and the customer goes on without a round trip.
 */
export function startPageData(location: Location, customerArea: boolean): void {
  startBrand(location);
  // A visitor (the server saw no session cookie, lib/site.ts) has no session to read ahead.
  if (!customerArea || isSignedOutLocally() || currentSite().visitor) return;
  startSessionAndUser();
  const page = bootPage(location.pathname);
  const language = requestLanguage();
  if (page?.kind === 'form' && isLanguageCode(language)) startBootRequest(optionListsPath(language));
  if (page?.kind === 'offers') {
    startBootRequest(offersPath(shownProduct(page.product)));
    startBootRequest(OFFERS_API.applications);
  }
}
