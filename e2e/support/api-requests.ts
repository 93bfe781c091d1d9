import type { Page } from '@playwright/test';
import { API } from '@cl/contracts';

// Issue 16: what a page asks the API for, as the browser sends it. A page view is a record per
// page shown, not a resource, so it is left out.

/** The /api requests from now on, each as "<page path>: <METHOD> <path and query>". */
export function recordApiRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/') || url.pathname === API.analyticsPageView) return;
    const from = new URL(page.url()).pathname;
    sent.push(`${from}: ${request.method()} ${url.pathname}${url.search}`);
  });
  return sent;
}

/**
 * Each GET asked twice from the same page with no write between: a write (the OTP check, a saved
 * profile) changes what a read answers, so reading again after it is needed, not a duplicate (the
 * same rule drops boot answers on a write, lib/boot-requests.ts). A visitor's first session read
 * may start on '/' or, when the query client arrives late, on /verification before the check.
 */
export const askedTwice = (sent: string[]) => {
  const repeated: string[] = [];
  let sinceWrite = new Set<string>();
  for (const line of sent) {
    if (!line.includes(': GET ')) {
      sinceWrite = new Set();
      continue;
    }
    if (sinceWrite.has(line)) repeated.push(line);
    sinceWrite.add(line);
  }
  return repeated;
};
