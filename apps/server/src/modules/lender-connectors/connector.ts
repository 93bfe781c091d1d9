import type { LenderApplicationRequest, LenderApplicationResponse } from './lender-api.ts';

/** One lender's integration. submit() must be safe to call again with the same idempotency key. */
export interface LenderConnector {
  readonly slug: string;
  submit: (request: LenderApplicationRequest, idempotencyKey: string) => Promise<LenderApplicationResponse>;
}

/** A failure worth retrying (network, timeout, 5xx, 429) versus one that is final (4xx, bad answer). */
export class LenderApiError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly statusCode: number | null,
  ) {
    super(message);
    this.name = 'LenderApiError';
  }
}
