import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { BOOT_ANSWERS_ID } from '@cl/contracts';
import {
  dropBootRequests,
  forgetAnswersInPageForTests,
  pageCameWithAnswers,
  startBootRequest,
} from '@/lib/boot-requests';
import { stubFetch } from '@/test/render';

const answer = z.object({ success: z.literal(true), n: z.number() });

// Issue 16: a GET started at boot is the page's first request of that path, not an extra one.
describe('boot requests', () => {
  afterEach(() => {
    dropBootRequests();
    document.getElementById(BOOT_ANSWERS_ID)?.remove();
    forgetAnswersInPageForTests();
    window.history.replaceState(null, '', '/');
    document.documentElement.lang = 'en';
  });

  it('answers the first apiRequest of the path, once: a later one asks the server again', async () => {
    let n = 0;
    const calls = stubFetch(() => ({ status: 200, body: { success: true, n: (n += 1) } }));
    startBootRequest('/api/thing');

    await expect(apiRequest('/api/thing', { schema: answer })).resolves.toMatchObject({ n: 1 });
    expect(calls).toHaveLength(1);
    await expect(apiRequest('/api/thing', { schema: answer })).resolves.toMatchObject({ n: 2 });
    expect(calls).toHaveLength(2);
  });

  it('is not asked twice when started twice, and hands the JSON on to what follows it', async () => {
    const calls = stubFetch((call) => ({
      status: 200,
      body: { success: true, n: call.url === '/api/first' ? 7 : 8 },
    }));
    const followed = new Promise<unknown>((resolve) => {
      startBootRequest('/api/first', resolve);
    });
    startBootRequest('/api/first');

    await expect(followed).resolves.toEqual({ success: true, n: 7 });
    // The copy read for what follows leaves the answer whole for the page.
    await expect(apiRequest('/api/first', { schema: answer })).resolves.toMatchObject({ n: 7 });
    expect(calls.map((call) => call.url)).toEqual(['/api/first']);
  });

  it('sends the language apiRequest sends, and answers only a request in that language', async () => {
    const calls = stubFetch(() => ({ status: 200, body: { success: true, n: 1 } }));
    document.documentElement.lang = 'hi';
    startBootRequest('/api/offers');
    expect(calls).toHaveLength(0); // the stub records on its next tick
    await Promise.resolve();
    document.documentElement.lang = 'en';
    await apiRequest('/api/offers', { schema: answer });

    expect(calls.map((call) => call.headers['accept-language'])).toEqual(['hi', 'en']);
  });

  it('drops the answers once the app has left the page they were asked for', async () => {
    window.history.replaceState(null, '', '/user/offers');
    const calls = stubFetch(() => ({ status: 200, body: { success: true, n: 1 } }));
    startBootRequest('/api/applications');
    window.history.replaceState(null, '', '/user/welcome-back');

    await apiRequest('/api/applications', { schema: answer });
    expect(calls).toHaveLength(2);
  });

  it('drops the answers after a write: a session read before the OTP check is not the session after it', async () => {
    let signedIn = false;
    const calls = stubFetch((call) =>
      call.url === '/api/verify'
        ? ((signedIn = true), { status: 200, body: { success: true, n: 0 } })
        : { status: 200, body: { success: true, n: signedIn ? 1 : 0 } },
    );
    startBootRequest('/api/session');
    await apiRequest('/api/verify', { method: 'POST', body: {}, schema: answer });

    await expect(apiRequest('/api/session', { schema: answer })).resolves.toMatchObject({ n: 1 });
    expect(calls.map((call) => call.url)).toEqual(['/api/session', '/api/verify', '/api/session']);
  });

  it('hands a 401 or 500 answer to the page as that error, follows nothing from it, and asks again after', async () => {
    for (const status of [401, 500]) {
      let n = 0;
      const calls = stubFetch(() =>
        (n += 1) === 1
          ? { status, body: { success: false, message: 'No', code: 'X' } }
          : { status: 200, body: { success: true, n } },
      );
      const followed: unknown[] = [];
      startBootRequest('/api/session', (payload) => followed.push(payload));
      await expect(apiRequest('/api/session', { schema: answer })).rejects.toMatchObject({ status });
      await expect(apiRequest('/api/session', { schema: answer })).resolves.toMatchObject({ n: 2 });
      expect(calls).toHaveLength(2);
      expect(followed).toEqual([]);
    }
  });

  it('a language change before the page takes the answer: no later request gets the old-language answer', async () => {
    let n = 0;
    const calls = stubFetch(() => ({ status: 200, body: { success: true, n: (n += 1) } }));
    document.documentElement.lang = 'hi';
    startBootRequest('/api/offers');
    document.documentElement.lang = 'en';
    await expect(apiRequest('/api/offers', { schema: answer })).resolves.toMatchObject({ n: 2 });
    // Back to Hindi: a refetch reaches the server, not the answer asked for at boot.
    document.documentElement.lang = 'hi';
    await expect(apiRequest('/api/offers', { schema: answer })).resolves.toMatchObject({ n: 3 });
    expect(calls.map((call) => call.headers['accept-language'])).toEqual(['hi', 'en', 'hi']);
  });

  it('leaves a failed boot request to the page, which sees the failure and may ask again', async () => {
    let fail = true;
    stubFetch(() =>
      fail ? new TypeError('Failed to fetch') : { status: 200, body: { success: true, n: 3 } },
    );
    startBootRequest('/api/session');
    await expect(apiRequest('/api/session', { schema: answer })).rejects.toMatchObject({ code: 'NETWORK' });
    fail = false;
    await expect(apiRequest('/api/session', { schema: answer })).resolves.toMatchObject({ n: 3 });
  });

  describe('answered in the page by the server', () => {
    function answersInPage(content: string): void {
      const element = document.createElement('script');
      element.type = 'application/json';
      element.id = BOOT_ANSWERS_ID;
      element.textContent = content;
      document.body.append(element);
      forgetAnswersInPageForTests();
    }

    it('takes the answer from the page, once, follows from it, and asks the server for anything else', async () => {
      answersInPage(JSON.stringify({ language: 'en', answers: { '/api/session': { success: true, n: 5 } } }));
      let n = 10;
      const calls = stubFetch(() => ({ status: 200, body: { success: true, n: (n += 1) } }));
      const followed = new Promise<unknown>((resolve) => {
        startBootRequest('/api/session', resolve);
      });
      startBootRequest('/api/applications');

      await expect(followed).resolves.toEqual({ success: true, n: 5 });
      await expect(apiRequest('/api/session', { schema: answer })).resolves.toMatchObject({ n: 5 });
      await expect(apiRequest('/api/applications', { schema: answer })).resolves.toMatchObject({ n: 11 });
      // The page's answer is used once: a refetch, or a second start, reaches the server.
      await expect(apiRequest('/api/session', { schema: answer })).resolves.toMatchObject({ n: 12 });
      startBootRequest('/api/session');
      await expect(apiRequest('/api/session', { schema: answer })).resolves.toMatchObject({ n: 13 });
      expect(calls.map((call) => call.url)).toEqual(['/api/applications', '/api/session', '/api/session']);
      expect(document.getElementById(BOOT_ANSWERS_ID)).toBeNull();
      // Still known once they are taken: the page is drawn from them (app/boot-code.ts).
      expect(pageCameWithAnswers()).toBe(true);
    });

    it('does not use answers in another language than the page asks in', async () => {
      answersInPage(JSON.stringify({ language: 'en', answers: { '/api/offers': { success: true, n: 5 } } }));
      const calls = stubFetch(() => ({ status: 200, body: { success: true, n: 6 } }));
      document.documentElement.lang = 'hi';
      startBootRequest('/api/offers');
      await expect(apiRequest('/api/offers', { schema: answer })).resolves.toMatchObject({ n: 6 });
      expect(calls).toHaveLength(1);
    });

    it('drops them after a write, like any answer asked for before it', async () => {
      answersInPage(JSON.stringify({ language: 'en', answers: { '/api/session': { success: true, n: 0 } } }));
      const calls = stubFetch(() => ({ status: 200, body: { success: true, n: 1 } }));
      await apiRequest('/api/verify', { method: 'POST', body: {}, schema: answer });
      startBootRequest('/api/session');
      await expect(apiRequest('/api/session', { schema: answer })).resolves.toMatchObject({ n: 1 });
      expect(calls.map((call) => call.url)).toEqual(['/api/verify', '/api/session']);
    });

    it.each(['not json', '[]', '{"language":1,"answers":{}}', '{"language":"en","answers":null}', ''])(
      'asks the server when the page holds %j',
      async (content) => {
        answersInPage(content);
        const calls = stubFetch(() => ({ status: 200, body: { success: true, n: 2 } }));
        startBootRequest('/api/session');
        await expect(apiRequest('/api/session', { schema: answer })).resolves.toMatchObject({ n: 2 });
        expect(calls).toHaveLength(1);
        expect(pageCameWithAnswers()).toBe(false);
      },
    );

    it('says the page came without answers when it has none, or an empty set', () => {
      expect(pageCameWithAnswers()).toBe(false);
      answersInPage(JSON.stringify({ language: 'en', answers: {} }));
      expect(pageCameWithAnswers()).toBe(false);
    });
  });
});
