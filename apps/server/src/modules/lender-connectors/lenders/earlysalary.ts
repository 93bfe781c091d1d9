import type { LenderModule } from '../lender-module.ts';

/** earlysalary: generic lender API, no field mapping needed. */
export const earlysalary: LenderModule = { slug: 'earlysalary', timeoutMs: 10_000 };
