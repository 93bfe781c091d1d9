import { BOOT_ANSWERS_ID } from '@cl/contracts';

// Issue 16: a page's data should not wait for the code that shows it. At boot (main.tsx) the GETs
// a customer page will make are started before React, TanStack Query and the page's chunk have
// arrived; the first apiRequest of the same path and language takes the answer instead of asking
// again. Each answer is taken once, by the first request of its path in any language: every later
// request is a request of its own (a refetch, also one after switching the language back, must
// reach the server). Nothing here parses: the taker parses the answer with its own schema.
// For a browser with a session the server has already answered these reads inside the page
// (apps/server plugins/boot-answers.ts): those answers are used, once, instead of a request.

let inPage: { language: string; answers: Map<string, unknown> } | undefined;
/** Whether the server answered this page's reads inside it. */
let answeredByServer = false;

/** The answers the server put in the page, read (and the element removed) on first use. */
function answersInPage(): { language: string; answers: Map<string, unknown> } {
  if (inPage) return inPage;
  inPage = { language: '', answers: new Map() };
  const element = typeof document === 'undefined' ? null : document.getElementById(BOOT_ANSWERS_ID);
  if (!element) return inPage;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent);
    if (typeof parsed === 'object' && parsed !== null && 'language' in parsed && 'answers' in parsed) {
      const { language, answers } = parsed;
      if (typeof language === 'string' && typeof answers === 'object' && answers !== null) {
        inPage = { language, answers: new Map(Object.entries(answers)) };
        answeredByServer = inPage.answers.size > 0;
      }
    }
  } catch {
    // A page whose answers cannot be read asks the server, as without them.
  }
  return inPage;
}

/** Whether the page came with the server's answers to its reads (a browser with a session). */
export function pageCameWithAnswers(): boolean {
  answersInPage();
  return answeredByServer;
}

/** The page's answer to GET `path` in `language`, once; undefined when there is none. */
function takeAnswerInPage(path: string, language: string): unknown {
  const page = answersInPage();
  if (page.language !== language || !page.answers.has(path)) return undefined;
  const answer = page.answers.get(path);
  page.answers.delete(path);
  return answer;
}

const started = new Map<string, { language: string; response: Promise<Response> }>();
// The page the answers were asked for: once the app has gone elsewhere (a guard's redirect, a
// click), they are stale for whatever asks next and are dropped.
let bootPath: string | null = null;

/** The language apiRequest sends (lib/i18n sets it before anything is requested). */
export const requestLanguage = () => document.documentElement.lang;

/**
 * Starts a GET of `path` now, as apiRequest would send it, unless one is already waiting to be
 * taken. `then` reads a copy of a successful answer's JSON (a request that needs what this one
 * answers starts from there, not when the page's code asks).
 */
export function startBootRequest(path: string, then?: (payload: unknown) => void): void {
  const language = requestLanguage();
  if (started.get(path)?.language === language) return;
  bootPath = window.location.pathname;
  const answered = takeAnswerInPage(path, language);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (language) headers['accept-language'] = language;
  const response =
    answered === undefined
      ? fetch(path, { headers, credentials: 'same-origin' })
      : Promise.resolve(
          new Response(JSON.stringify(answered), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
        );
  started.set(path, { language, response });
  // A failure is the taker's to see (it asks again); nothing here reports it.
  response
    .then(async (answer) => {
      if (then && answer.ok) then(await answer.clone().json());
    })
    .catch(() => undefined);
}

/** The response of a GET started at boot for this path and language, once; undefined otherwise. */
export function takeBootRequest(path: string, language: string): Promise<Response> | undefined {
  if (started.size === 0) return undefined;
  if (window.location.pathname !== bootPath) {
    started.clear();
    return undefined;
  }
  const early = started.get(path);
  started.delete(path);
  return early?.language === language ? early.response : undefined;
}

/**
 * Forgets every started request: after any write (signing in or out, saving a form, applying), an
 * answer asked for before it may describe the state before it; and in tests.
 */
export function dropBootRequests(): void {
  started.clear();
  answersInPage().answers.clear();
}

/** Tests only: read the page's answers again. */
export function forgetAnswersInPageForTests(): void {
  inPage = undefined;
  answeredByServer = false;
}
