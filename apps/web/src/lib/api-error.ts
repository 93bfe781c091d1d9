/**
 * STYLE 12 / spec 8: the one error the web shows. `message` is the server's message when a response
 * came back, otherwise the error's own message; empty when neither says anything a person can read
 * (the toast then shows a translated generic text).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    /** HTTP status; null when no response arrived (offline, DNS, aborted). */
    readonly status: number | null,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  get isClientError(): boolean {
    return this.status !== null && this.status >= 400 && this.status < 500;
  }
}

/** True when the answer means "not signed in (any more)" rather than "something broke". */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
