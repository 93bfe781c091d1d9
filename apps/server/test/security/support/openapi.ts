import { isoDateOf, shiftDate, todayInIndia } from '@cl/contracts';
import type { TestApp } from '../../support/test-app.ts';

// The routes as the OpenAPI document (GET /api/docs/json) lists them: the security suite walks
// every operation from here, so a new route is covered the day it is added.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  minLength?: number;
  default?: unknown;
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface Operation {
  method: Method;
  /** OpenAPI path, e.g. /api/user/{userId} */
  path: string;
  /** Fastify route, e.g. /api/user/:userId */
  route: string;
  params: Parameter[];
  body: JsonSchema | null;
  multipart: boolean;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isParameter = (v: unknown): v is Parameter =>
  isRecord(v) && typeof v.name === 'string' && typeof v.in === 'string';

export async function listOperations(t: TestApp): Promise<Operation[]> {
  const res = await t.app.inject({ url: '/api/docs/json' });
  const doc: unknown = res.json();
  if (!isRecord(doc) || !isRecord(doc.paths)) throw new Error('no OpenAPI paths');
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!isRecord(item)) continue;
    for (const [method, raw] of Object.entries(item)) {
      if (!isRecord(raw)) continue;
      const content =
        isRecord(raw.requestBody) && isRecord(raw.requestBody.content) ? raw.requestBody.content : {};
      const json = isRecord(content['application/json']) ? content['application/json'].schema : undefined;
      operations.push({
        method: method.toUpperCase() as Method,
        path,
        route: path.replace(/\{([^}]+)\}/g, ':$1'),
        params: Array.isArray(raw.parameters) ? raw.parameters.filter(isParameter) : [],
        body: isRecord(json) ? json : null,
        multipart:
          'multipart/form-data' in content || (Array.isArray(raw.consumes) && raw.consumes.length > 0),
      });
    }
  }
  return operations;
}

/** Replaces {name} in an OpenAPI path with the given raw (already encoded) segments. */
export function fillPath(path: string, values: Record<string, string>, fallback = '1'): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? fallback);
}

/** A plausible value for a schema: enough to get past the first field to the next. */
export function sample(schema: JsonSchema | undefined, depth = 0): unknown {
  if (!schema || depth > 4) return null;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  const variant = schema.oneOf?.[0] ?? schema.anyOf?.[0];
  if (variant) return sample(variant, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) out[key] = sample(value, depth + 1);
      return out;
    }
    case 'array':
      return [sample(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return null;
  }
}

/** Top-level properties of a body schema, across oneOf/anyOf/allOf variants; which are numbers. */
export function bodyProperties(schema: JsonSchema | null): {
  names: string[];
  required: string[];
  numbers: string[];
} {
  if (!schema) return { names: [], required: [], numbers: [] };
  const variants = [schema, ...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])];
  const names = new Set<string>();
  const required = new Set<string>();
  const numbers = new Set<string>();
  for (const v of variants) {
    for (const [name, property] of Object.entries(v.properties ?? {})) {
      names.add(name);
      if (isNumberSchema(property)) numbers.add(name);
    }
    for (const name of v.required ?? []) required.add(name);
  }
  return { names: [...names], required: [...required], numbers: [...numbers] };
}

/** Only numbers (or null) are valid here: every variant is a number, integer or null. */
function isNumberSchema(schema: JsonSchema): boolean {
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (variants.length > 0) return variants.every((v) => isNumberSchema(v) || v.type === 'null');
  const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((x) => x !== 'null');
  return types.length > 0 && types.every((x) => x === 'number' || x === 'integer');
}

/** A path or query parameter that is a number: digits-only text (contracts' intText) or a number. */
export function isNumberParam(schema: JsonSchema | undefined): boolean {
  return schema !== undefined && (schema.pattern === '^(0|[1-9][0-9]*)$' || isNumberSchema(schema));
}

const KB100 = 'A'.repeat(100 * 1024);

/** Values no field of ours should accept as they are, and none should turn into a 5xx. */
export const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  -1,
  0,
  1e308,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  KB100,
  "' or 1=1--",
  '1; drop table users;--',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '\u202Eevil\u202C عربى 😀 ज़िंदगी \u0000',
  '../../../../etc/passwd',
  '%00',
  '${7*7}{{7*7}}',
  '=HYPERLINK("http://evil.invalid","x")',
  [],
  ['a', 1, null],
  {},
  { $gt: '' },
  JSON.parse('{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'),
  // Issue 12 finding 3: what loose number parsing took for an id, and what no column holds.
  [5],
  '5',
  '0x10',
  '0x1',
  '1e3',
  'true',
  1.5,
  2147483648,
  32768,
  Number.MAX_SAFE_INTEGER + 1,
  '\ud800',
  'a\udfffb',
  { a: '\ud800' },
  deepNesting(1000),
];

function deepNesting(levels: number): unknown {
  let value: unknown = 'x';
  for (let i = 0; i < levels; i += 1) value = i % 2 === 0 ? { a: value } : [value];
  return value;
}

/** Values a number field must refuse whatever its range: they are not JSON numbers. */
export const NOT_NUMBERS: unknown[] = [true, '', '5', '0x10', '0x1', '1e3', 'true', [5], {}, '\ud800'];

/** Path segments and query values an id must refuse: not canonical decimal digits, or past int4. */
export const NOT_IDS: string[] = [
  '0x1',
  '0x10',
  '1e3',
  'true',
  '2147483648',
  '-1',
  '01',
  '%201',
  '1.0',
  '%5B5%5D',
];

/** Path segments for id, slug and name parameters (URL-encoded where a client would encode). */
export const HOSTILE_SEGMENTS: string[] = [
  '..%2F..%2Fetc%2Fpasswd',
  '..',
  '%2e%2e%2f',
  '%00',
  'x%00.png',
  encodeURIComponent("' or 1=1--"),
  encodeURIComponent('<script>alert(1)</script>'),
  encodeURIComponent('\u202Eevil😀'),
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999',
  'NaN',
  'A'.repeat(199),
  'A'.repeat(500),
  ...NOT_IDS,
];

export interface Answer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** The rule: never a 5xx; a refusal is JSON {success:false, message} with a message to show. */
export function answerProblem(res: Answer): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`;
  if (res.statusCode < 400) return null;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.includes('application/json')) return `${res.statusCode} with content-type ${type}`;
  let parsed: unknown;
  try {
    parsed = JSON.parse(res.body);
  } catch {
    return `${res.statusCode} with a body that is not JSON`;
  }
  // The ONDC callbacks (/ondc/on_*, ADR 031) answer in the network's own shape, a NACK with an
  // error code and message; only our API's envelope carries success:false.
  if (isOndcNack(parsed)) return null;
  if (!isRecord(parsed) || parsed.success !== false) return `${res.statusCode} without success:false`;
  if (typeof parsed.message !== 'string' || parsed.message.trim() === '')
    return `${res.statusCode} without a message`;
  return null;
}

function isOndcNack(parsed: unknown): boolean {
  if (!isRecord(parsed) || !isRecord(parsed.message) || !isRecord(parsed.error)) return false;
  const ack = parsed.message.ack;
  return (
    isRecord(ack) &&
    ack.status === 'NACK' &&
    typeof parsed.error.code === 'string' &&
    typeof parsed.error.message === 'string' &&
    parsed.error.message.trim() !== ''
  );
}

/** Report filter for a range that includes today in India (the presets end yesterday). */
const istDay = (offsetDays: number) => isoDateOf(shiftDate(todayInIndia(), offsetDays));
export const TODAY_RANGE = `preset=custom_range&from=${istDay(-2)}&to=${istDay(0)}`;
