import { z } from 'zod';
import { readLenderFormHtml, type ReadForm } from './lender-form-html.ts';
import { sameOrigin } from './lender-form-ref.ts';

// The lender app's form over HTTP (ADR 034): fetched and answered only at the origin of the lender
// app that named it, each call bounded in time. A lender answering a form with something other
// than a submission id or its list of refused fields is "unreachable" to the customer.

export type HttpFetch = (
  url: string,
  init: { method: 'GET' | 'POST'; headers: Record<string, string>; body?: string; signal: AbortSignal },
) => Promise<{ ok: boolean; status: number; text: () => Promise<string> }>;

export interface FormClient {
  fetch: HttpFetch;
  timeoutMs: number;
}

export type FormFetch =
  { ok: true; form: ReadForm } | { ok: false; problem: 'unreachable' | 'unreadable'; detail: string };

/** Forms are small pages; a lender sending more is not read. */
const MAX_FORM_BYTES = 200_000;

export async function fetchLenderForm(client: FormClient, url: string, bppUri: string): Promise<FormFetch> {
  if (!sameOrigin(url, bppUri))
    return { ok: false, problem: 'unreadable', detail: 'form outside the lender app' };
  let html: string;
  try {
    const res = await client.fetch(url, {
      method: 'GET',
      headers: { accept: 'text/html' },
      signal: AbortSignal.timeout(client.timeoutMs),
    });
    if (!res.ok) return { ok: false, problem: 'unreachable', detail: `form answered ${String(res.status)}` };
    html = await res.text();
  } catch (error) {
    return {
      ok: false,
      problem: 'unreachable',
      detail: error instanceof Error ? error.name : 'fetch failed',
    };
  }
  if (html.length > MAX_FORM_BYTES) return { ok: false, problem: 'unreadable', detail: 'form too large' };
  const reading = readLenderFormHtml(html, url);
  if (!reading.ok) return { ok: false, problem: 'unreadable', detail: reading.problem };
  if (!sameOrigin(reading.form.action, bppUri))
    return { ok: false, problem: 'unreadable', detail: 'form posts outside the lender app' };
  return reading;
}

const accepted = z.object({ submission_id: z.string().min(1).max(255) });
const refused = z.object({ errors: z.array(z.string().max(100)).max(50) });

export type FormPost =
  | { ok: true; submissionId: string }
  | { ok: false; problem: 'refused'; fields: string[] }
  | { ok: false; problem: 'unreachable'; detail: string };

/** Posts the answers as a browser posts a form; the lender answers with the submission id. */
export async function postLenderForm(
  client: FormClient,
  form: ReadForm,
  answers: Record<string, string>,
): Promise<FormPost> {
  let status: number;
  let text: string;
  try {
    const res = await client.fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams(answers).toString(),
      signal: AbortSignal.timeout(client.timeoutMs),
    });
    status = res.status;
    text = await res.text();
  } catch (error) {
    return { ok: false, problem: 'unreachable', detail: error instanceof Error ? error.name : 'post failed' };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, problem: 'unreachable', detail: `form answer not JSON (${String(status)})` };
  }
  const ok = accepted.safeParse(body);
  if (status < 300 && ok.success) return { ok: true, submissionId: ok.data.submission_id };
  const no = refused.safeParse(body);
  if (status >= 400 && status < 500 && no.success)
    return { ok: false, problem: 'refused', fields: no.data.errors };
  return { ok: false, problem: 'unreachable', detail: `form answered ${String(status)}` };
}
