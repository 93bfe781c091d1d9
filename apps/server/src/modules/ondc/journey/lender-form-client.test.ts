import { describe, expect, it } from 'vitest';
import { fetchLenderForm, postLenderForm, type FormClient, type HttpFetch } from './lender-form-client.ts';

// ADR 034: a lender's form over HTTP, when the lender misbehaves or is not there. Nothing here
// reaches a network: each test answers as the lender app would.

const LENDER = 'https://lender.example.in/ondc';
const FORM_URL = 'https://lender.example.in/forms/app?txn=1';
const FORM =
  '<form method="POST" action="/forms/app/submit"><label>Name <input name="name" required></label></form>';

function client(answer: (url: string) => { status: number; body: string } | Error) {
  const urls: string[] = [];
  const fetch: HttpFetch = (url) => {
    urls.push(url);
    const reply = answer(url);
    if (reply instanceof Error) return Promise.reject(reply);
    return Promise.resolve({
      ok: reply.status < 300,
      status: reply.status,
      text: () => Promise.resolve(reply.body),
    });
  };
  const forms: FormClient = { fetch, timeoutMs: 1000 };
  return { forms, urls };
}

describe('fetchLenderForm', () => {
  it('reads the form at the lender app’s own origin', async () => {
    const { forms } = client(() => ({ status: 200, body: FORM }));
    const got = await fetchLenderForm(forms, FORM_URL, LENDER);
    expect(got.ok && got.form.action).toBe('https://lender.example.in/forms/app/submit');
  });

  it('never calls a form address outside the lender app, nor reads a form that posts elsewhere', async () => {
    const outside = client(() => ({ status: 200, body: FORM }));
    expect(await fetchLenderForm(outside.forms, 'http://127.0.0.1:5432/x', LENDER)).toMatchObject({
      ok: false,
      problem: 'unreadable',
    });
    expect(outside.urls).toEqual([]);
    const elsewhere = client(() => ({
      status: 200,
      body: FORM.replace('/forms/app/submit', 'https://collector.example.com/take'),
    }));
    expect(await fetchLenderForm(elsewhere.forms, FORM_URL, LENDER)).toMatchObject({
      ok: false,
      problem: 'unreadable',
      detail: 'form posts outside the lender app',
    });
  });

  it('says unreachable when the lender app fails or is down, unreadable when the page is too big', async () => {
    for (const answer of [{ status: 503, body: '' }, new Error('ECONNREFUSED')]) {
      const { forms } = client(() => answer);
      expect(await fetchLenderForm(forms, FORM_URL, LENDER)).toMatchObject({
        ok: false,
        problem: 'unreachable',
      });
    }
    const huge = client(() => ({ status: 200, body: `${FORM}${' '.repeat(200_001)}` }));
    expect(await fetchLenderForm(huge.forms, FORM_URL, LENDER)).toMatchObject({
      ok: false,
      problem: 'unreadable',
    });
  });
});

describe('postLenderForm', () => {
  const form = { action: 'https://lender.example.in/forms/app/submit', method: 'POST' as const, fields: [] };

  it('answers the submission id, or the fields the lender refused', async () => {
    const taken = client(() => ({ status: 200, body: '{"submission_id":"S-1"}' }));
    expect(await postLenderForm(taken.forms, form, { name: 'Asha' })).toEqual({
      ok: true,
      submissionId: 'S-1',
    });
    const refused = client(() => ({ status: 400, body: '{"errors":["phone"]}' }));
    expect(await postLenderForm(refused.forms, form, { name: 'Asha' })).toEqual({
      ok: false,
      problem: 'refused',
      fields: ['phone'],
    });
  });

  it('treats a lender that answers nonsense, fails or is down as unreachable', async () => {
    for (const answer of [
      { status: 200, body: '<html>thanks</html>' },
      { status: 200, body: '{"id":"no submission id"}' },
      { status: 500, body: '{"errors":["name"]}' },
      new Error('timeout'),
    ]) {
      const { forms } = client(() => answer);
      expect(await postLenderForm(forms, form, {})).toMatchObject({ ok: false, problem: 'unreachable' });
    }
  });
});
