/**
 * Issue 12 finding 4: an error is logged by its kind, never by the values it carried. Drizzle's
 * DrizzleQueryError puts the SQL text and every parameter (a customer's name, email, birth date,
 * address, income, encrypted PAN) in its message and `params`; node-postgres puts row values in
 * `detail` ("Key (email)=(x@y.in) already exists") and `where`. What is kept: the type, the code,
 * PostgreSQL's code/constraint/table/column, a message with the query and values removed, and the
 * stack frames (without the message line the stack repeats).
 */
// A type alias (not an interface) so it fits pino's `{ [key: string]: unknown }` serializer result.
export type SafeError = {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  dataType?: string;
  stack: string;
  cause?: SafeError;
};

const MAX_DEPTH = 4;
const PG_FIELDS = ['constraint', 'table', 'column', 'schema', 'dataType'] as const;

/** Values that look like personal data, masked in any message as a second line of defence. */
const PERSONAL_PATTERNS: readonly [RegExp, string][] = [
  [/[^\s@"'(),=<>]+@[^\s@"'(),=<>]+/g, '[email]'],
  [/[A-Za-z]{5}[0-9]{4}[A-Za-z]/g, '[pan]'],
  [/\d[\d -]{8,}\d/g, '[number]'],
];

export function scrubMessage(message: string): string {
  // Drizzle: "Failed query: <sql>\nparams: <values>" -> keep only the first two words.
  let text = message.startsWith('Failed query:') ? 'Failed query' : message;
  const paramsAt = text.search(/\bparams:/);
  if (paramsAt >= 0) text = text.slice(0, paramsAt).trimEnd();
  // PostgreSQL quotes the offending value: invalid input syntax for type integer: "abc".
  text = text.replace(/: "[^"]*"/g, ': "[value]"');
  for (const [pattern, replacement] of PERSONAL_PATTERNS) text = text.replace(pattern, replacement);
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}

function stringField(value: object, key: string): string | undefined {
  const field: unknown = Reflect.get(value, key);
  return typeof field === 'string' ? field : undefined;
}

function stackFrames(stack: string | undefined): string {
  return (stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/** pino `serializers.err`: any thrown value becomes a SafeError. */
export function safeError(value: unknown, depth = 0): SafeError {
  if (!(value instanceof Error)) {
    if (typeof value === 'object' && value !== null) {
      const message = stringField(value, 'message');
      return { type: 'NonError', message: message ? scrubMessage(message) : '[object]', stack: '' };
    }
    return { type: typeof value, message: typeof value === 'string' ? scrubMessage(value) : '', stack: '' };
  }
  const out: SafeError = {
    type: value.constructor.name || value.name,
    message: scrubMessage(value.message),
    stack: stackFrames(value.stack),
  };
  const code: unknown = Reflect.get(value, 'code');
  if (typeof code === 'string' || typeof code === 'number') out.code = String(code);
  const statusCode: unknown = Reflect.get(value, 'statusCode');
  if (typeof statusCode === 'number') out.statusCode = statusCode;
  for (const key of PG_FIELDS) {
    const field = stringField(value, key);
    if (field !== undefined) out[key] = field;
  }
  if (value.cause !== undefined && depth < MAX_DEPTH) out.cause = safeError(value.cause, depth + 1);
  return out;
}
