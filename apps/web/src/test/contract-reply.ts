import type { z } from 'zod';
import { errorResponse, type ErrorResponse } from '@cl/contracts';

/**
 * A stubbed server answer built through the contracts' schema (issue 14): the fixture is typed as
 * the schema's input and parsed with it before the stub sends it, so a contract change breaks
 * the web test that depends on it instead of letting it pass against a stale copy. The body is
 * sent as written; the code under test parses it again, as it does a real answer.
 */
export function contractReply<S extends z.ZodType>(
  schema: S,
  body: z.input<S>,
  status = 200,
): { status: number; body: z.input<S> } {
  schema.parse(body);
  return { status, body };
}

/** An error answer as every route sends one (`errorResponse`), with this status. */
export function errorReply(
  message: string,
  status: number,
  extra: Omit<ErrorResponse, 'success' | 'message'> = {},
) {
  return contractReply(errorResponse, { success: false, message, ...extra }, status);
}
