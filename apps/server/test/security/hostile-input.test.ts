import { afterAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createTestApp } from '../support/test-app.ts';
import { accessOf, insiderFor, opKey } from './support/access.ts';
import { KNOWN_DEFECTS, knownDefectOf } from './support/known-defects.ts';
import { createContext } from './support/context.ts';
import { PERSONAL_PROFILE } from '../support/profiles.ts';
import { changedTables, createDigester, type Digest } from './support/data-digest.ts';
import {
  HOSTILE_SEGMENTS,
  HOSTILE_VALUES,
  NOT_IDS,
  NOT_NUMBERS,
  answerProblem,
  bodyProperties,
  fillPath,
  isNumberParam,
  listOperations,
  sample,
  type Operation,
} from './support/openapi.ts';

// Issue 8 security suite: for every route and method of the OpenAPI document, requests with
// hostile input (wrong types, missing fields, 100 KB strings, unicode and RTL, SQL and script
// payloads, path tricks) never get a 5xx, and every refusal is JSON {success:false, message}.
// The lender sandbox and the ONDC simulator are development stand-ins for lenders, off in
// production: not ours.

const t = await createTestApp({
  LENDER_SANDBOX: 'false',
  ONDC_SIMULATOR: 'false',
  OTP_SENDS_PER_IP_PER_HOUR: '10000',
});
const ctx = await createContext(t);
const operations = (await listOperations(t)).filter((op) => !op.path.startsWith('/api/docs'));
afterAll(async () => {
  await t.close();
});
const seenDefects = new Set<string>();
// Query strings are text: the string payloads and a few that look like other types, and numbers
// written the ways loose parsing accepted (issue 12).
const QUERY_VALUES = [
  ...HOSTILE_VALUES.filter((v) => typeof v === 'string' || v === null || Array.isArray(v)).slice(0, 14),
  ...NOT_IDS.map((v) => decodeURIComponent(v)),
];
const VALID_BODIES: Record<string, unknown> = {
  'POST /api/user/{userId}/profile': { ...PERSONAL_PROFILE, email: 'hostile-suite@example.in' },
};
// Issue 12: a refused request changes no data. The digest is taken around every request.
const digest = await createDigester(t);
let lastDigest: Digest = await digest();

/** Compares every table with the last digest: a refusal (4xx) must have changed none. */
async function checkData(status: number, what: string, problems: string[]) {
  const after = await digest();
  const changed = changedTables(lastDigest, after);
  lastDigest = after;
  if (status >= 400 && changed.length > 0)
    keep(problems, `${what}: answered ${String(status)} but changed ${changed.join(', ')}`);
}

/** A problem of a known, reported defect is counted, not failed; any other problem fails. */
function keep(problems: string[], problem: string) {
  const known = knownDefectOf(problem);
  if (known) seenDefects.add(known.id);
  else problems.push(problem);
}

function headersFor(op: Operation): Record<string, string> {
  const access = accessOf(t.app, op);
  if (!access) return {};
  if (access.kind === 'api-key') return { 'x-api-key': ctx.apiKey, 'idempotency-key': 'hostile-key-1' };
  return ctx.callers.get(insiderFor(access)).headers;
}

type Sent = { url: string; method: Operation['method']; payload?: string; headers?: Record<string, string> };

async function send(op: Operation, request: Sent, problems: string[]) {
  // /api/logout would end the session every later request needs; it is sent without one.
  const headers = op.path === '/api/logout' ? {} : headersFor(op);
  const res = await t.app.inject({
    method: request.method,
    url: request.url,
    payload: request.payload,
    headers: {
      ...headers,
      ...(request.payload !== undefined ? { 'content-type': 'application/json' } : {}),
      ...request.headers,
    },
  });
  const what = `${request.method} ${request.url.slice(0, 120)} ${request.payload?.slice(0, 80) ?? ''}`;
  const problem = answerProblem(res);
  if (problem) {
    const nul = request.payload?.includes('\\u0000') ? ' [U+0000]' : '';
    keep(problems, `${what}: ${problem}${nul}`);
  }
  await checkData(res.statusCode, what, problems);
  return res.statusCode;
}

/**
 * A value no number field may take is a 400 (validation). A 2xx, or a 404 or 409 from looking it
 * up, means it was read loosely ("0x1" as 1, `true` as 1: issue 12).
 */
async function sendRefused(op: Operation, request: Sent, problems: string[], why: string) {
  const status = await send(op, request, problems);
  if (status !== 400)
    keep(
      problems,
      `${request.method} ${request.url.slice(0, 120)} ${why}: answered ${String(status)}, not 400`,
    );
}

function queryString(op: Operation, override: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const p of op.params.filter((x) => x.in === 'query')) {
    const value = override[p.name] ?? (p.required ? String(sample(p.schema)) : undefined);
    if (value !== undefined) params.set(p.name, value);
  }
  for (const [name, value] of Object.entries(override)) if (!params.has(name)) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}

describe('every route refuses hostile input with a 4xx and a message, never a 5xx', () => {
  it('walks the whole API', () => {
    expect(operations.length).toBeGreaterThanOrEqual(90);
    const unclassified = operations.filter((op) => !accessOf(t.app, op)).map(opKey);
    expect(unclassified).toEqual([]);
  });

  for (const op of operations) {
    it(`${op.method} ${op.path}`, async () => {
      const problems: string[] = [];
      // An earlier route may have ended this route's caller (an admin erasing the customer): it is
      // signed in again before, and what that writes is not this route's doing.
      const caller = accessOf(t.app, op);
      if (caller) await ctx.callers.refresh(insiderFor(caller));
      lastDigest = await digest();
      const path = fillPath(op.path, ctx.values);
      const url = path + queryString(op);
      // A valid body where the suite has one, so each hostile field is the only thing wrong.
      const base = VALID_BODIES[opKey(op)] ?? sample(op.body ?? undefined);
      const withBody = op.method !== 'GET';

      await send(
        op,
        { method: op.method, url, payload: withBody ? JSON.stringify(base ?? {}) : undefined },
        problems,
      );

      if (withBody) {
        // Whole bodies of the wrong shape, broken JSON, the wrong content type, 1 MB and more.
        for (const raw of ['null', '[]', '"x"', '123', '{"a":', '{}', '{"a":1,"a":2}', '\u0000']) {
          await send(op, { method: op.method, url, payload: raw }, problems);
        }
        await send(
          op,
          { method: op.method, url, payload: 'a=1', headers: { 'content-type': 'text/plain' } },
          problems,
        );
        await send(
          op,
          { method: op.method, url, payload: 'x=<y/>', headers: { 'content-type': 'application/xml' } },
          problems,
        );
        await send(
          op,
          { method: op.method, url, payload: JSON.stringify({ big: 'A'.repeat(1_100_000) }) },
          problems,
        );
        await t.app.inject({ method: op.method, url, headers: headersFor(op) }).then(async (res) => {
          const problem = answerProblem(res);
          if (problem) keep(problems, `${op.method} ${url} without a body: ${problem}`);
          await checkData(res.statusCode, `${op.method} ${url} without a body`, problems);
        });

        const { names, required, numbers } = bodyProperties(op.body);
        const record = typeof base === 'object' && base !== null && !Array.isArray(base) ? base : {};
        for (const name of names) {
          for (const value of HOSTILE_VALUES) {
            await send(
              op,
              { method: op.method, url, payload: JSON.stringify({ ...record, [name]: value }) },
              problems,
            );
          }
        }
        // Only the base body's own fields: another variant's fields are stripped as unknown.
        for (const name of numbers.filter((n) => n in record)) {
          for (const value of NOT_NUMBERS) {
            const payload = JSON.stringify({ ...record, [name]: value });
            const why = `${name}=${JSON.stringify(value)}`;
            await sendRefused(op, { method: op.method, url, payload }, problems, why);
          }
        }
        for (const name of required) {
          const rest = Object.fromEntries(Object.entries(record).filter(([key]) => key !== name));
          await send(op, { method: op.method, url, payload: JSON.stringify(rest) }, problems);
        }
        for (const value of HOSTILE_VALUES.slice(0, 12)) {
          await send(
            op,
            { method: op.method, url, payload: JSON.stringify({ ...record, unexpected: value }) },
            problems,
          );
        }
      }

      for (const param of op.params.filter((p) => p.in === 'query')) {
        for (const value of QUERY_VALUES) {
          const text = typeof value === 'string' ? value : JSON.stringify(value);
          await send(
            op,
            {
              method: op.method,
              url: path + queryString(op, { [param.name]: text }),
              payload: withBody ? '{}' : undefined,
            },
            problems,
          );
        }
      }
      await send(
        op,
        {
          method: op.method,
          url: `${path}?a=1&a=2&__proto__[x]=1&${'p'.repeat(3000)}=1`,
          payload: withBody ? '{}' : undefined,
        },
        problems,
      );

      for (const param of op.params.filter((p) => p.in !== 'header' && isNumberParam(p.schema))) {
        for (const bad of NOT_IDS) {
          const inPath = param.in === 'path' ? { ...ctx.values, [param.name]: bad } : ctx.values;
          const query =
            param.in === 'query'
              ? queryString(op, { [param.name]: decodeURIComponent(bad) })
              : queryString(op);
          const payload = withBody ? JSON.stringify(base ?? {}) : undefined;
          const request = { method: op.method, url: fillPath(op.path, inPath) + query, payload };
          await sendRefused(op, request, problems, `${param.name}=${bad}`);
        }
      }

      for (const param of op.params.filter((p) => p.in === 'path')) {
        for (const segment of HOSTILE_SEGMENTS) {
          const hostile = fillPath(op.path, { ...ctx.values, [param.name]: segment });
          await send(
            op,
            {
              method: op.method,
              url: hostile + queryString(op),
              payload: withBody ? JSON.stringify(base ?? {}) : undefined,
            },
            problems,
          );
        }
      }

      for (const param of op.params.filter((p) => p.in === 'header')) {
        for (const value of ['', 'x', '../../etc', "' or 1=1--", 'A'.repeat(10_000), '\u202Eevil']) {
          await send(
            op,
            {
              method: op.method,
              url,
              payload: withBody ? JSON.stringify(base ?? {}) : undefined,
              headers: { [param.name]: encodeURIComponent(value) },
            },
            problems,
          );
        }
      }

      // Random JSON bodies and query strings (fast-check, bounded): the same two rules hold.
      await fc.assert(
        fc.asyncProperty(
          withBody ? fc.jsonValue({ maxDepth: 3 }) : fc.constant(null),
          fc.dictionary(fc.string({ maxLength: 12 }), fc.string({ maxLength: 40 }), { maxKeys: 4 }),
          async (body, query) => {
            const qs = new URLSearchParams(query).toString();
            const res = await t.app.inject({
              method: op.method,
              url: `${path}${qs ? `?${qs}` : ''}`,
              payload: withBody ? JSON.stringify(body) : undefined,
              headers: {
                ...(op.path === '/api/logout' ? {} : headersFor(op)),
                ...(withBody ? { 'content-type': 'application/json' } : {}),
              },
            });
            const problem = answerProblem(res);
            const text = JSON.stringify(body);
            const nul = text.includes('\\u0000') ? ' [U+0000]' : '';
            if (problem) keep(problems, `fast-check ${text.slice(0, 80)}: ${problem}${nul}`);
            await checkData(res.statusCode, `fast-check ${text.slice(0, 80)}`, problems);
          },
        ),
        { numRuns: 10, seed: 8 },
      );

      // A hostile request may have ended the caller's own session (an admin disabling itself).
      const access = accessOf(t.app, op);
      if (access) await ctx.callers.refresh(insiderFor(access));
      expect(problems.slice(0, 10)).toEqual([]);
      // A route with a valid body saves on every acceptable value: it takes longer than the default.
    }, 120_000);
  }

  it('still meets every known defect (remove an entry from known-defects.ts when its fix lands)', () => {
    expect(KNOWN_DEFECTS.map((d) => d.id).filter((id) => !seenDefects.has(id))).toEqual([]);
  });
});
