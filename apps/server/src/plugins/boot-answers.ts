import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AUTH_API,
  BOOT_ANSWERS_ID,
  bootReads,
  type BootSite,
  PRODUCT_TYPE_COOKIE,
  sessionUserId,
  userRecordPath,
  type LanguageCode,
} from '@cl/contracts';

// Issue 16: a signed-in customer's products page, profile form or offers page carries the answers
// to the reads it starts with (bootReads of @cl/contracts: the brand, the session, the user record,
// the page's own data) inside the page, so on a slow connection its data does not wait for the
// start files and then a round trip (lib/boot-requests.ts in the web app takes them, once). Each
// read is this server's own route, asked with the page request's cookies, address, browser and
// language (Fastify's inject): the same checks, the same answer, the same records (an offers view
// is stored as when the browser asks). Only successful JSON answers go in, and only when the
// session is live; the browser asks for the rest itself and sees what it would have seen.

export interface BootAnswersOf extends BootSite {
  url: string;
  search: string;
  language: LanguageCode;
}

export interface PageAnswers {
  /** The element to put in the page's body, or '' when nothing was answered. */
  element: string;
  /** Cookies the routes set (a session's CSRF cookie renewed): the page's answer sets them too. */
  setCookies: string[];
}

const NONE: PageAnswers = { element: '', setCookies: [] };

/**
 * The element holding `answers` (each a path and the JSON text a route answered it with): JSON in
 * a <script type="application/json">, which never runs, with `<` escaped so that no `</script>`
 * nor `<!--` in an answer can end it.
 */
export function answersElement(language: string, answers: readonly (readonly [string, string])[]): string {
  const entries = answers.map(([path, body]) => `${JSON.stringify(path)}:${body}`);
  const content = `{"language":${JSON.stringify(language)},"answers":{${entries.join(',')}}}`;
  return `<script type="application/json" id="${BOOT_ANSWERS_ID}">${content.replace(/</g, '\\u003c')}</script>`;
}

function cookieList(header: string | string[] | number | undefined): string[] {
  if (typeof header === 'string') return [header];
  return Array.isArray(header) ? header : [];
}

/**
 * The answers for a browser that sent a customer session cookie, on a page bootPage names (the
 * caller has asked it: spa.ts chooses the page's code by the same kind).
 */
export async function answerBootReads(
  app: FastifyInstance,
  request: FastifyRequest,
  of: BootAnswersOf,
): Promise<PageAnswers> {
  const reads = bootReads({
    pathname: of.url,
    search: of.search,
    hostPartner: of.hostPartner,
    solar: of.solar,
    language: of.language,
    productType: request.cookies[PRODUCT_TYPE_COOKIE],
    customer: true,
  });
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': of.language,
  };
  for (const name of ['cookie', 'host', 'user-agent'] as const) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const answers: [string, string][] = [];
  const setCookies = new Set<string>();
  const ask = async (path: string): Promise<string | null> => {
    const response = await app.inject({ method: 'GET', url: path, headers, remoteAddress: request.ip });
    for (const cookie of cookieList(response.headers['set-cookie'])) setCookies.add(cookie);
    const json = String(response.headers['content-type']).startsWith('application/json');
    if (response.statusCode !== 200 || !json) return null;
    answers.push([path, response.body]);
    return response.body;
  };
  let signedIn: boolean;
  try {
    // Each read at once; the user record as soon as the session has named the user.
    const live = await Promise.all(
      reads.map(async (path) => {
        const body = await ask(path);
        if (path !== AUTH_API.session || body === null) return false;
        const userId = sessionUserId(JSON.parse(body));
        if (userId === null) return false;
        await ask(userRecordPath(userId));
        return true;
      }),
    );
    signedIn = live.includes(true);
  } catch (error) {
    // The page without answers: the browser asks for them itself, as before.
    request.log.error({ err: error }, 'boot answers: could not answer the page reads');
    return NONE;
  }
  // A cookie that is no live session gets no answers at all: the page sends its holder to sign in.
  return {
    element: signedIn ? answersElement(of.language, answers) : '',
    setCookies: [...setCookies],
  };
}
