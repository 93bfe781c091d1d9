import { AUTH_API, bootReads, sessionUserId, userRecordPath } from '@cl/contracts';
import { startBootRequest, requestLanguage } from '@/lib/boot-requests';
import { isSignedOutLocally } from '@/lib/local-sign-out';
import { currentSite } from '@/lib/site';
import { readProductType } from '@/features/journey/utils/product-cookies';

// Issue 16: the data of a page is asked for at boot, side by side with the brand, rather than one
// request after another as the page's code arrives (brand and session after the first render,
// then guard -> page -> data). The list is bootReads of @cl/contracts: what each page's components
// will ask (they take these answers through apiRequest, lib/boot-requests.ts), and what the server
// already answered inside the page for a browser with a session; the journey guard still decides
// what is shown.

/** The user record follows the session at once: every signed-in page's shell reads it (spec 4). */
function startUser(payload: unknown): void {
  const userId = sessionUserId(payload);
  if (userId !== null) startBootRequest(userRecordPath(userId));
}

/**
 * Starts the requests of the page at `location`: the brand, and on a customer page its own. The
 * sign-in page reads the session too (when idle, customer-layout.tsx: a signed-in customer is sent
 * on): asked here, its answer is there by then, and the customer goes on without a round trip.
 */
export function startPageData({ pathname, search }: Location, customerArea: boolean): void {
  const site = currentSite();
  const reads = bootReads({
    pathname,
    search,
    hostPartner: site.hostPartner,
    solar: site.solar,
    language: requestLanguage(),
    productType: readProductType(),
    // A visitor (the server saw no session cookie, lib/site.ts) has no session to read ahead.
    customer: customerArea && !isSignedOutLocally() && !site.visitor,
  });
  for (const path of reads) startBootRequest(path, path === AUTH_API.session ? startUser : undefined);
}
