import type { LenderModule } from '../lender-module.ts';

/** fibe: generic lender API, no field mapping needed. */
export const fibe: LenderModule = { slug: 'fibe', timeoutMs: 10_000 };
