import type { LenderApplicationRequest } from './lender-api.ts';

/**
 * What one lender's integration declares. Today every API lender speaks the generic lender API
 * (docs/lender-api.md); a lender with its own format supplies mapRequest and its own timeout.
 */
export interface LenderModule {
  slug: string;
  timeoutMs: number;
  mapRequest?: (request: LenderApplicationRequest) => unknown;
}
