import type { LENDER_PAGE_SLUGS } from '@cl/contracts';

// spec 2: the lender pages under /user, and the gold group (slugs in @cl/contracts WEB_ROUTES).
export type LenderPageSlug = (typeof LENDER_PAGE_SLUGS)[number];
