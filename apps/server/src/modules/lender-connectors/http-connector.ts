import { lenderApplicationResponse, type LenderApplicationRequest } from './lender-api.ts';
import { LenderApiError, type LenderConnector } from './connector.ts';

export interface HttpConnectorConfig {
  slug: string;
  baseUrl: string;
  apiKey?: string;
  timeoutMs: number;
  /** Lender-specific shaping of the request body (a lender module supplies it). */
  mapRequest?: (request: LenderApplicationRequest) => unknown;
}

/** The generic JSON-over-HTTPS connector; each lender module configures one. */
export function createHttpConnector(config: HttpConnectorConfig): LenderConnector {
  return {
    slug: config.slug,
    submit: async (request, idempotencyKey) => {
      let response: Response;
      try {
        response = await fetch(`${config.baseUrl}/${encodeURIComponent(config.slug)}/applications`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': idempotencyKey,
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify(config.mapRequest ? config.mapRequest(request) : request),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        throw new LenderApiError(
          timedOut ? `no answer within ${config.timeoutMs} ms` : `unreachable: ${String(error)}`,
          true,
          null,
        );
      }
      if (response.status >= 500 || response.status === 429) {
        throw new LenderApiError(`lender answered ${response.status}`, true, response.status);
      }
      if (!response.ok)
        throw new LenderApiError(`lender refused the request (${response.status})`, false, response.status);
      const parsed = lenderApplicationResponse.safeParse(await response.json().catch(() => null));
      if (!parsed.success)
        throw new LenderApiError('lender answer did not match the API', true, response.status);
      return parsed.data;
    },
  };
}
