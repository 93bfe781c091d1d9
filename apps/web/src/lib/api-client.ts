import type { z } from 'zod';
import { CSRF_COOKIE, CSRF_HEADER, errorResponse } from '@cl/contracts';
import { ApiError } from '@/lib/api-error';
import { readCookie } from '@/lib/cookies';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest<T> {
  method?: Method;
  body?: unknown;
  /** The response is parsed with this schema (STYLE 6); a mismatch is an error, never a cast. */
  schema: z.ZodType<T>;
  signal?: AbortSignal;
}

/** Headers every state-changing call needs: the double-submit CSRF token (issue 1). */
export function csrfHeaders(method: Method): Record<string, string> {
  if (method === 'GET') return {};
  const token = readCookie(CSRF_COOKIE);
  return token ? { [CSRF_HEADER]: token } : {};
}

/** JSON over fetch with the session cookie; throws ApiError with the message to show (spec 8). */
export async function apiRequest<T>(path: string, request: ApiRequest<T>): Promise<T> {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json', ...csrfHeaders(method) };
  // The server answers validation messages in the page's language (set by lib/i18n).
  const language = document.documentElement.lang;
  if (language) headers['accept-language'] = language;
  if (request.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    // No response: spec 8 shows the error's own message.
    throw new ApiError(error instanceof Error ? error.message : '', null, 'NETWORK');
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const parsed = errorResponse.safeParse(payload);
    if (parsed.success) {
      const { message, code, fields } = parsed.data;
      throw new ApiError(message, response.status, code, fields);
    }
    throw new ApiError('', response.status, 'UNEXPECTED_RESPONSE');
  }

  const parsed = request.schema.safeParse(payload);
  if (!parsed.success) throw new ApiError('', response.status, 'INVALID_RESPONSE');
  return parsed.data;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text().catch(() => '');
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return undefined; // HTML from a proxy, say: not our envelope
  }
}
