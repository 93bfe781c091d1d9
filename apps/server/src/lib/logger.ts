import type { FastifyServerOptions } from 'fastify';
import { API } from '@cl/contracts';
import pino, { type LoggerOptions } from 'pino';
import type { Env } from '../config/env.ts';
import { safeError } from './log-safe-error.ts';
import { LogBatch } from './log-batch.ts';
import { RequestLog } from './request-log.ts';

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
 */
export function loggerOptions(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): FastifyServerOptions['logger'] {
  return {
    level: env.NODE_ENV === 'test' ? 'silent' : env.LOG_LEVEL,
    ...logSafety,
    stream: logDestination(1),
  };
}

/**
 * Lines wait until they hold this many characters (UTF-16 code units: the length of a line as a
 * string, not its UTF-8 bytes), or LOG_FLUSH_MS, before one write takes them all.
 */
export const LOG_BATCH_LENGTH = 4_096;
export const LOG_FLUSH_MS = 1_000;

/**
 * Where the server's lines go (a file descriptor or a path). Issue 16 (ADR 028 fifth pass): a
 * write a line cost the cheapest request more than making its line did, and pino's asynchronous
 * writes (the first pass) cost more than plain ones, each going through libuv's thread pool. So
 * lines are gathered, LOG_BATCH_LENGTH characters or LOG_FLUSH_MS at a time, and written plainly, as pino
 * writes by default (lib/log-batch.ts). What is still gathered when the process exits (a stop,
 * process.exit, an uncaught error) is written then; `exits` is the process, or a stand-in in tests.
 */
export function logDestination(
  dest: number | string,
  exits: Pick<NodeJS.EventEmitter, 'once'> = process,
): LogBatch {
  const stream = new LogBatch(dest, LOG_BATCH_LENGTH, LOG_FLUSH_MS);
  exits.once('exit', () => {
    stream.flushSync();
  });
  return stream;
}

/** Writes what the logger has gathered now: for a line a person waits to see ("ready"). */
export function flushLog(log: unknown): void {
  (log as Pick<pino.Logger, 'flush'>).flush();
}

/**
 * Health and readiness probes that answer well leave no line: a load balancer asks every few
 * seconds, and those lines would bury the requests of people. A failing probe is logged.
 */
const PROBE_PATHS: ReadonlySet<string> = new Set([API.health, API.ready]);

/** A request as the request line reads it (Fastify's has all of these). */
export interface CompletedRequest {
  log: unknown;
  method: string;
  url: string;
  ip: string;
}

/** What the request line reads of pino's logger: its level, bindings, clock and stream. */
export interface RequestLogger {
  levelVal: number;
  levels: { values: Record<string, number> };
  [pino.symbols.chindingsSym]: string;
  [pino.symbols.timeSym]: () => string;
  [pino.symbols.streamSym]: { write: (line: string) => unknown };
}

/**
 * The one line a request leaves at `info` (Fastify's own two, "incoming request" and "request
 * completed", are turned off in app.ts): method, path with query names only, address, status and
 * time, under the request's id. Errors are logged by the error handler as before.
 *
 * Issue 16 (ADR 028 fifth pass): the line is written as the finished text pino would make of
 * `log.info({ req, res, responseTime }, 'request completed')` with the serializers above, to the
 * logger's own stream and after its own bindings and clock. pino's way there (the redaction walk,
 * the serializers, its JSON writer) cost 3-4 us a request, most of what `info` cost the cheapest
 * one; this costs about 1. Every field is safe as it stands: the query's values are left out.
 */
export function logCompletedRequest(request: CompletedRequest, statusCode: number, elapsedMs: number): void {
  if (statusCode < 400 && PROBE_PATHS.has(request.url)) return;
  // A request that has not logged yet has no pino child (lib/request-log.ts): its line is written
  // from the parent, with the bindings the child would have had.
  const own = request.log instanceof RequestLog ? request.log : undefined;
  const lazy = own?.isMade === false ? own : undefined;
  const log = (lazy?.parent ?? own?.made ?? request.log) as RequestLogger;
  const info = log.levels.values.info ?? 30;
  if (log.levelVal > info) return;
  const bindings = log[pino.symbols.chindingsSym] + (lazy ? bindingsText(lazy.requestBindings) : '');
  log[pino.symbols.streamSym].write(requestLine(log, bindings, info, request, statusCode, elapsedMs));
}

/** Bindings as pino's child writes them after its parent's (`,"reqId":"…"`; pino leaves keys as they are). */
function bindingsText(bindings: Record<string, unknown>): string {
  let text = '';
  for (const key in bindings) text += `,"${key}":${JSON.stringify(bindings[key])}`;
  return text;
}

/** The request line's JSON text, in pino's order: level, time, bindings, fields, message. */
function requestLine(
  log: RequestLogger,
  bindings: string,
  level: number,
  request: CompletedRequest,
  statusCode: number,
  elapsedMs: number,
): string {
  const req = `{"method":${JSON.stringify(request.method)},"url":${JSON.stringify(safeUrl(request.url))},"remoteAddress":${JSON.stringify(request.ip)}}`;
  const responseTime = JSON.stringify(Math.round(elapsedMs * 10) / 10);
  return `{"level":${String(level)}${log[pino.symbols.timeSym]()}${bindings},"req":${req},"res":{"statusCode":${String(statusCode)}},"responseTime":${responseTime},"msg":"request completed"}\n`;
}
