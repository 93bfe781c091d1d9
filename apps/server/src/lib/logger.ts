import type { FastifyServerOptions } from 'fastify';
import type { LoggerOptions } from 'pino';
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

function redactPaths(): string[] {
  const paths = [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["x-csrf-token"]',
    'res.headers["set-cookie"]',
  ];
  for (const key of PERSONAL_KEYS) paths.push(key, `*.${key}`, `*.*.${key}`);
  for (const parent of DATA_PARENTS) {
    for (const key of CONTEXT_KEYS) paths.push(`${parent}.${key}`, `*.${parent}.${key}`);
  }
  return paths;
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
  redact: { paths: redactPaths(), censor: '[redacted]' },
  serializers: {
    err: safeError,
    error: safeError,
    req: (req: RequestLike) => ({ method: req.method, url: safeUrl(req.url), remoteAddress: req.ip }),
    res: (res: { statusCode?: number }) => ({ statusCode: res.statusCode }),
  },
} satisfies Pick<LoggerOptions, 'redact' | 'serializers'>;

/** pino options: JSON lines, a request id on each, and never a secret, token, OTP, PAN or contact. */
export function loggerOptions(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): FastifyServerOptions['logger'] {
  return { level: env.NODE_ENV === 'test' ? 'silent' : env.LOG_LEVEL, ...logSafety };
}
