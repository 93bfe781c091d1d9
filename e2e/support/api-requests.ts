import type { Page, Request } from '@playwright/test';
import { API, BOOT_ANSWERS_ID, type BootAnswers } from '@cl/contracts';

// Issue 16: what a page asks the API for, as the browser sends it. A page view is a record per
// page shown, not a resource, so it is left out.

const WRITE_ANSWERED = 'answered';

/**
 * The /api requests from now on, each as "<page path>: <METHOD> <path and query>", and each
 * write's answer as "<page path>: answered <METHOD> <path>". With `fromNextPage`, only those of
 * the next document the page opens (a reload or a typed address; not a move within the page):
 * not a poll the page before it sent on its way out.
 */
export function recordApiRequests(page: Page, { fromNextPage = false } = {}): string[] {
  const sent: string[] = [];
  let recording = !fromNextPage;
  // The next document: a main-frame navigation that asked for a document, then committed (a
  // history.pushState also reports a navigated frame, with no document asked for).
  let documentAsked = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && documentAsked) recording = true;
  });
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documentAsked = true;
    if (!recording) return;
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/') || url.pathname === API.analyticsPageView) return;
    const from = new URL(page.url()).pathname;
    sent.push(`${from}: ${request.method()} ${url.pathname}${url.search}`);
  });
  // A write changes what later reads answer once it has been answered, not when it leaves.
  const answered = (request: Request) => {
    if (!recording) return;
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/') || request.method() === 'GET') return;
    sent.push(`${new URL(page.url()).pathname}: ${WRITE_ANSWERED} ${request.method()} ${url.pathname}`);
  };
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  return sent;
}

/**
 * Each GET asked twice from the same page with no write answered between: a write (the OTP check,
 * a saved profile) changes what a read answers, so reading again after its answer is needed, not
 * a duplicate (the same rule drops boot answers on a write, lib/boot-requests.ts). A read sent
 * while the write was on its way answers for before it: a visitor's first session read may leave
 * on /verification as the code is checked (the query client arrives late), and the web drops it
 * and reads again (lib/query-refresh.ts).
 */
export const askedTwice = (sent: string[]) => {
  const repeated: string[] = [];
  let sinceWrite = new Set<string>();
  for (const line of sent) {
    if (line.includes(`: ${WRITE_ANSWERED} `)) {
      sinceWrite = new Set();
      continue;
    }
    if (sinceWrite.has(line)) repeated.push(line);
    sinceWrite.add(line);
  }
  return repeated;
};

const BOOT_ANSWERS = new RegExp(`<script type="application/json" id="${BOOT_ANSWERS_ID}">(.*?)</script>`);

/** The reads a page the server sent was answered with inside it (issue 16, plugins/boot-answers.ts). */
export function answeredInPage(html: string): string[] {
  const content = BOOT_ANSWERS.exec(html)?.[1];
  if (content === undefined) return [];
  return Object.keys((JSON.parse(content) as Partial<BootAnswers>).answers ?? {});
}

/**
 * The pages this page opens come without the server's answers inside them: for a test that
 * answers the API itself (page.route), which the browser must then ask.
 */
export async function withoutAnswersInPage(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') {
        await route.continue();
        return;
      }
      const response = await route.fetch();
      // The body is handed on decoded: the page's compression (plugins/encode-page.ts) goes too.
      const headers = Object.fromEntries(
        Object.entries(response.headers()).filter(
          ([name]) => !['content-encoding', 'content-length'].includes(name),
        ),
      );
      await route.fulfill({ response, headers, body: (await response.text()).replace(BOOT_ANSWERS, '') });
    },
  );
}
