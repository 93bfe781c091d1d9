import { env } from '@/config/env';
import { csrfHeaders } from '@/lib/api-client';

export interface PageView {
  path: string;
  referrer?: string;
  partner?: string;
}

/**
 * The limits of pageViewBody in @cl/contracts, checked without zod: page views are sent from the
 * start page, which ships without zod (docs/decisions/007).
 */
function fitsPageViewBody(view: PageView): boolean {
  return (
    view.path.length >= 1 &&
    view.path.length <= 512 &&
    (view.referrer?.length ?? 0) <= 512 &&
    (view.partner?.length ?? 0) <= 64
  );
}

function sameOrigin(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * spec 7: one page view. Fire-and-forget: it must survive the page being left (keepalive, or a
 * beacon where fetch is missing) and must never break the page, so it never throws or rejects.
 */
export function sendPageView(view: PageView, url: string = env.analyticsUrl): void {
  try {
    if (!fitsPageViewBody(view)) return;
    const body = JSON.stringify(view);
    // The CSRF token goes only to our own origin, never to a third-party collector.
    const headers = { 'content-type': 'application/json', ...(sameOrigin(url) ? csrfHeaders('POST') : {}) };
    if (typeof fetch === 'function') {
      fetch(url, { method: 'POST', body, headers, keepalive: true, credentials: 'same-origin' }).catch(() => {
        // analytics is best effort
      });
      return;
    }
    navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }));
  } catch {
    // analytics is best effort
  }
}
