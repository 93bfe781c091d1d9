import { URL_SEGMENTS } from '@cl/contracts';

// spec 2 '/:urlSegment': the landing segments live in @cl/contracts (WEB_ROUTES), so the server
// answers 404 for any other single segment while the router shows its not-found page.
export type UrlSegment = (typeof URL_SEGMENTS)[number];

export function isUrlSegment(value: string | undefined): value is UrlSegment {
  return URL_SEGMENTS.some((segment) => segment === value);
}
