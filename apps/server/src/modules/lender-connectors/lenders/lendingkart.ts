import type { LenderModule } from '../lender-module.ts';

/** lendingkart: business loans take longer to acknowledge, so a longer timeout. */
export const lendingkart: LenderModule = { slug: 'lendingkart', timeoutMs: 15_000 };
