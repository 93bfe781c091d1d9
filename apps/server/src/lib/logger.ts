import type { FastifyServerOptions } from 'fastify';
import { API } from '@cl/contracts';
import pino, { type LoggerOptions } from 'pino';
import type { Env } from '../config/env.ts';
import { safeError } from './log-safe-error.ts';

/** Field names that only ever hold personal data or secrets: redacted at any of the first levels. */
const PERSONAL_KEYS = [
  'otp',
  'token',
  'password',
  'pan',
  'tin',
  'email',
  'mobile',
  'phone',
  'mobilePhoneNumber',
  'mobile_phone_number',
  'first_name',
  'last_name',
  'firstName',
  'lastName',
  'birth_date',
  'birthDate',
  'address1',
  'address2',
  'postal_code',
  'postalCode',
  'monthly_income',
  'monthlyIncome',
  'tinEncrypted',
  'destination',
];
/** Names also used for harmless things (err.code, a lender's name): redacted inside request data only. */
const CONTEXT_KEYS = ['name', 'code', 'description', 'note', 'message', 'reason'];
const DATA_PARENTS = ['body', 'data', 'row', 'values', 'params', 'query', 'input', 'profile'];

const PERSONAL = new Set(PERSONAL_KEYS);
const CONTEXT = new Set(CONTEXT_KEYS);
const PARENTS = new Set(DATA_PARENTS);
const CENSOR = '[redacted]';

function isPlain(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A log field with personal data censored: a PERSONAL key at any of the first three levels, a
 * CONTEXT key inside a DATA_PARENTS object at the first two. Errors, requests and replies are left
 * to their serializers (below), which keep only safe fields. Issue 16: pino's wildcard `redact`
 * paths cost ~220 µs a request; this walk of a few small objects costs a few.
 */
function censor(field: unknown, depth: number, inData: boolean): unknown {
  if (!isPlain(field)) return field;
  if (Array.isArray(field))
    return field.map((item: unknown) => (depth <= 2 ? censor(item, depth + 1, false) : item));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(field)) {
    if (depth <= 2 && PERSONAL.has(key)) out[key] = CENSOR;
    else if (inData && CONTEXT.has(key)) out[key] = CENSOR;
    else out[key] = depth < 2 ? censor(value, depth + 1, depth <= 1 && PARENTS.has(key)) : value;
  }
  return out;
}

export function redactLogObject(object: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    out[key] = PERSONAL.has(key) ? CENSOR : censor(value, 1, PARENTS.has(key));
  }
  return out;
}

interface RequestLike {
  method?: string;
  url?: string;
  ip?: string;
  id?: string;
}

/** The path and the names of the query parameters, never their values (a number in a URL is PII). */
export function safeUrl(url: string | undefined): string | undefined {
  if (url === undefined) return undefined;
  const at = url.indexOf('?');
  if (at < 0) return url;
  const names = [...new URLSearchParams(url.slice(at + 1)).keys()];
  return `${url.slice(0, at)}?${names.map((n) => `${n}=[value]`).join('&')}`;
}

/**
 * Issue 12 finding 4: logs carry ids, never personal data. The same redaction and serializers are
 * used by the server's logger, the boot logger and the test logger, so a test reading the log sees
 * exactly what production writes.
 */
export const logSafety = {
  formatters: { log: (object: Record<string, unknown>) => redactLogObject(object) },
  serializers: {
    err: safeError,
    error: safeError,
    req: (req: RequestLike) => ({ method: req.method, url: safeUrl(req.url), remoteAddress: req.ip }),
    res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
  },
} satisfies Pick<LoggerOptions, 'formatters' | 'serializers'>;

/**
 * pino options: JSON lines, a request id on each, and never a secret, token, OTP, PAN or contact.
 * Issue 16 (ADR 028): lines go to stdout asynchronously, so lines written while one write is under
 * way leave in one write instead of a blocking write each; they are flushed when the process exits.
 */
export function loggerOptions(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): FastifyServerOptions['logger'] {
  return {
    level: env.NODE_ENV === 'test' ? 'silent' : env.LOG_LEVEL,
    ...logSafety,
    stream: pino.destination({ dest: 1, sync: false }),
  };
}

/**
 * Health and readiness probes that answer well leave no line: a load balancer asks every few
 * seconds, and those lines would bury the requests of people. A failing probe is logged.
 */
const PROBE_PATHS: ReadonlySet<string> = new Set([API.health, API.ready]);

/**
 * The one line a request leaves at `info` (Fastify's own two, "incoming request" and "request
 * completed", are turned off in app.ts): method, path with query names only, address, status and
 * time, under the request's id. Errors are logged by the error handler as before.
 */
export function logCompletedRequest(
  request: { log: { info: (object: object, message: string) => void } } & RequestLike,
  statusCode: number,
  elapsedMs: number,
): void {
  if (statusCode < 400 && request.url !== undefined && PROBE_PATHS.has(request.url)) return;
  request.log.info(
    { req: request, res: { statusCode }, responseTime: Math.round(elapsedMs * 10) / 10 },
    'request completed',
  );
}
