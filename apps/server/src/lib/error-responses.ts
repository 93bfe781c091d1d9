import { errorResponse } from '@cl/contracts';

/**
 * The error answers a group of routes documents (OpenAPI `response`), every one in the one error
 * shape: `errorResponses(400, 401, 403)` instead of a map written out again in each module.
 */
export function errorResponses<const Codes extends readonly number[]>(
  ...codes: Codes
): Record<Codes[number], typeof errorResponse> {
  return Object.fromEntries(codes.map((code) => [code, errorResponse])) as Record<
    Codes[number],
    typeof errorResponse
  >;
}
