import { ApiError } from '@/lib/api-error';
import { dropBootRequests, requestLanguage, takeBootRequest } from '@/lib/boot-requests';
import { readCookie } from '@/lib/cookies';

// This client is on the start page, which ships without zod (docs/decisions/007): the contracts
// keep CSRF_COOKIE and CSRF_HEADER beside zod schemas, and importing them would bring all of zod.
// api-client.test.ts checks these equal the contracts' values.
const CSRF_COOKIE = 'cl_csrf';
const CSRF_HEADER = 'x-csrf-token';

/**
 * What parses an answer: any zod schema fits, and so does a hand-written guard on the start page.
 * A mismatch is an error, never a cast (STYLE 6).
 */
export interface ResponseParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** spec 8 / STYLE 12: the error envelope `{ success: false, message, code?, fields? }`, by hand. */
export function readErrorEnvelope(
  payload: unknown,
): { message: string; code?: string; fields?: Record<string, string> } | null {
  if (typeof payload !== 'object' || payload === null) return null;
  if (!('success' in payload) || payload.success !== false) return null;
  if (!('message' in payload) || typeof payload.message !== 'string') return null;
  const code = 'code' in payload && typeof payload.code === 'string' ? payload.code : undefined;
  let fields: Record<string, string> | undefined;
  if ('fields' in payload && typeof payload.fields === 'object' && payload.fields !== null) {
    fields = {};
    for (const [key, value] of Object.entries(payload.fields)) {
      if (typeof value === 'string') fields[key] = value;
    }
  }
  return { message: payload.message, code, fields };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequest<T> {
  method?: Method;
  body?: unknown;
  /** The response is parsed with this schema (STYLE 6); a mismatch is an error, never a cast. */
  schema: ResponseParser<T>;
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
  const language = requestLanguage();
  if (language) headers['accept-language'] = language;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  // A GET the page started at boot (lib/boot-requests.ts) is answered from there, once; a write
  // makes every answer still waiting stale (a session read before the OTP check says "signed out").
  if (method !== 'GET') dropBootRequests();
  const early = method === 'GET' ? takeBootRequest(path, language) : undefined;

  let response: Response;
  try {
    response = await (early ??
      fetch(path, {
        method,
        headers,
        credentials: 'same-origin',
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: request.signal,
      }));
  } catch (error) {
    // No response: spec 8 shows the error's own message.
    throw new ApiError(error instanceof Error ? error.message : '', null, 'NETWORK');
  }

  const payload = await readJson(response);
  if (!response.ok) {
    const envelope = readErrorEnvelope(payload);
    if (envelope) throw new ApiError(envelope.message, response.status, envelope.code, envelope.fields);
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
