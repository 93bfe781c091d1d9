import type { LenderModule } from '../lender-module.ts';

/** money-view: generic lender API, no field mapping needed. */
export const moneyView: LenderModule = { slug: 'money-view', timeoutMs: 10_000 };
