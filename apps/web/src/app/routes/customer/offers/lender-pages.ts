// spec 2: the lender pages under /user, and the gold group. One template renders them all.
export const LENDER_PAGE_SLUGS = [
  'cashe',
  'money-view',
  'upwards',
  'money-tap',
  'nira',
  'kreditbee',
  'finzy',
  'earlysalary',
  'muthootgold',
  'indiagold',
] as const;
export type LenderPageSlug = (typeof LENDER_PAGE_SLUGS)[number];
