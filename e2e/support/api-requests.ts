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

/** Each GET asked twice from the same page. */
export const askedTwice = (sent: string[]) => {
  const gets = sent.filter((line) => line.includes(': GET '));
  return gets.filter((line, at) => gets.indexOf(line) !== at);
};
