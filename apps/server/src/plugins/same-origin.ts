import type { FastifyRequest } from 'fastify';

/**
 * Whether a cookie-authenticated write comes from our own pages (issue 12 finding 10): the Origin
 * header, or without it the Referer, must name the host the request was sent to (our site or a
 * partner's white-label host, each serving its own SPA) or an origin in the allow-list
 * (PUBLIC_BASE_URL). A request with neither header (non-browser clients, old browsers) passes: the
 * session-bound CSRF token still guards it.
 */
export function sameOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): boolean {
  const origin = request.headers.origin ?? refererOrigin(request.headers.referer);
  if (origin === undefined) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    const claimed = new URL(origin);
    if (claimed.protocol !== 'https:' && claimed.protocol !== 'http:') return false;
    // Normalised through URL so a default port written out (host:443) compares equal.
    return new URL(`${claimed.protocol}//${request.host}`).host === claimed.host;
  } catch {
    return false;
  }
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (referer === undefined) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}
