import { paths } from '@/config/paths';

/** Only http(s) addresses from the server become links (never `javascript:` or `data:`). */
export function safeExternalUrl(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The offers page an application's product came from. */
export function offersHrefFor(product: string): string {
  return product === 'business' ? paths.offers.businessOffers.getHref() : paths.offers.offers.getHref();
}
