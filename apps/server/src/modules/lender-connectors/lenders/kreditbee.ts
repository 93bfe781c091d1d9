import type { LenderModule } from '../lender-module.ts';

/** kreditbee: generic lender API, no field mapping needed. */
export const kreditbee: LenderModule = { slug: 'kreditbee', timeoutMs: 10_000 };
