import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { env } from '@/config/env';
import { whenIdleOrLeaving } from '@/lib/idle';
import { sendPageView } from '../api/send-page-view';

const MAX = 512; // pageViewBody limits path and referrer to 512 characters

/** Origin and path only: query strings can carry ids or tokens we have no purpose for (DPDP). */
function withoutQuery(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '';
  }
}

/**
 * spec 7: a page view on each route change, only in production builds. The referrer is the
 * previous in-app path, or the document's referrer for the first page of a visit. Sent when the
 * browser is idle, or as the page is left (issue 16: not beside the page's own requests).
 */
export function usePageViewTracking(partner: string, enabled: boolean = env.analyticsEnabled): void {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    if (!enabled) return;
    const referrer = (previous.current ?? withoutQuery(document.referrer)).slice(0, MAX);
    previous.current = pathname;
    const view = { path: pathname.slice(0, MAX), referrer: referrer || undefined, partner };
    whenIdleOrLeaving(() => {
      sendPageView(view);
    });
  }, [enabled, pathname, partner]);
}
