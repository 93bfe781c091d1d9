import type { LenderModule } from '../lender-module.ts';

/** cashe: generic lender API, no field mapping needed. */
export const cashe: LenderModule = { slug: 'cashe', timeoutMs: 10_000 };
