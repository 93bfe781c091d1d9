import type { PartnerBranding } from '@cl/contracts';
import { createReadCache } from '../../lib/read-cache.ts';

/**
 * Issue 16: a partner's brand, kept a minute per partner name and instance (ADR 026): every page
 * the server writes carries it (plugins/brand-style.ts), and it changes only through the admin
 * partner screens and partner onboarding, whose writes (partners-admin.repository.ts,
 * partner-onboarding.repository.ts) call `changed()`. Bounded: `?partner=` names are the
 * visitor's to choose.
 */
export const partnerBrandingCache = createReadCache<PartnerBranding>(60_000, { maxEntries: 500 });
