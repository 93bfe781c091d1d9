import { ApiError } from '@/lib/api-error';
import { csrfHeaders, readErrorEnvelope } from '@/lib/api-client';

/**
 * A file from the API (a PDF, say) with the session cookie, in the page's language. A refusal comes
 * back as the JSON error envelope and throws ApiError with the server's message (spec 8), as
 * apiRequest does; a body of another type than the one asked for is an error too.
 */
export async function apiDownload(
  path: string,
  accept: string,
  signal?: AbortSignal,
  /** A search sent as a JSON POST body (one that names a person stays out of the URL). */
  body?: unknown,
): Promise<Blob> {
  const method = body === undefined ? 'GET' : 'POST';
  const headers: Record<string, string> = { accept: `${accept}, application/json`, ...csrfHeaders(method) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const language = document.documentElement.lang;
  if (language) headers['accept-language'] = language;

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      signal,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : '', null, 'NETWORK');
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => undefined);
    const envelope = readErrorEnvelope(payload);
    if (envelope) throw new ApiError(envelope.message, response.status, envelope.code, envelope.fields);
    throw new ApiError('', response.status, 'UNEXPECTED_RESPONSE');
  }
  if (!(response.headers.get('content-type') ?? '').startsWith(accept)) {
    throw new ApiError('', response.status, 'INVALID_RESPONSE');
  }
  return response.blob();
}

/** Hands a downloaded file to the browser to save under a name the customer will recognise. */
export function saveFile(fileName: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers start reading the file after click() returns.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}
