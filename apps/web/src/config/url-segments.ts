// spec 2: '/:urlSegment' shows the login page. The spec does not list the segments; ours are the
// product landing pages (spec 1), so that any other single segment (say '/nope') is a real 404
// instead of a login page. A segment also preselects the product after sign-in (later issue).
export const URL_SEGMENTS = [
  'personal-loan',
  'business-loan',
  'gold-loan',
  'affordable-housing-loan',
  'home-loan',
  'credit-card',
  'insurance',
] as const;
export type UrlSegment = (typeof URL_SEGMENTS)[number];

export function isUrlSegment(value: string | undefined): value is UrlSegment {
  return URL_SEGMENTS.some((segment) => segment === value);
}
