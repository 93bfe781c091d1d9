import { z } from 'zod';
import { msg } from '../validation/messages.ts';

// Issue 12 finding 3: the one strict way to read a number at the API boundary. A URL carries
// text, so ids and numbers there are canonical decimal digits only ("5", never "05", " 5", "+5",
// "5.0", "0x5", "1e3" or "true"); a JSON body carries numbers, so integers there are JSON numbers
// that are safe integers (never true, "5" or [5]). Every schema names the range of the database
// column it ends in, so a value the column cannot hold is a 400 here, never a 500 there.

/** PostgreSQL column ranges (db/schema/*.ts column types). */
export const INT4_MAX = 2_147_483_647;
export const INT2_MIN = -32_768;
export const INT2_MAX = 32_767;

const CANONICAL_DECIMAL = /^(0|[1-9][0-9]*)$/;
const CANONICAL_SIGNED_DECIMAL = /^(0|-?[1-9][0-9]*)$/;

/**
 * A JSON-body integer in [min, max]: a JSON number that is a safe integer, nothing else. A form's
 * own message, when given, answers every failure (as the form shows one message per field).
 */
export function intField(min: number, max: number, message?: string) {
  return z
    .number({ error: message ?? msg('wholeNumber') })
    .int(message ?? msg('wholeNumber'))
    .min(min, message ?? msg('numberRange'))
    .max(max, message ?? msg('numberRange'));
}

/** A whole number read from URL text (path segment or query value), in [min, max]. */
export function intText(min: number, max: number, message?: string) {
  const pattern = min < 0 ? CANONICAL_SIGNED_DECIMAL : CANONICAL_DECIMAL;
  return z
    .string({ error: message ?? msg('wholeNumber') })
    .max(20, message ?? msg('wholeNumber'))
    .regex(pattern, message ?? msg('wholeNumber'))
    .transform(Number)
    .pipe(intField(min, max, message));
}

/** A serial (int4) row id in a JSON body: 1..2^31-1. */
export const idField = intField(1, INT4_MAX);

/** A serial (int4) row id in a path or query: "1".."2147483647". */
export const idText = intText(1, INT4_MAX);

/** A smallint column in a JSON body; narrow it further with the domain's own range. */
export const smallintField = (min = INT2_MIN, max = INT2_MAX) => intField(min, max);

/** A bigint paise amount in a JSON body, up to the domain maximum (never past 2^53-1). */
export const paiseField = (max: number = Number.MAX_SAFE_INTEGER) => intField(0, max);

/** A numeric(precision, scale) column: a finite JSON number with fewer integer digits than the column. */
export function decimalField(precision: number, scale: number) {
  const limit = 10 ** (precision - scale);
  return z
    .number({ error: msg('invalidValue') })
    .gt(-limit, msg('numberRange'))
    .lt(limit, msg('numberRange'));
}

/**
 * A form's text input as a number, for web forms only: the API schemas stay strict, the form
 * turns what a person typed ("  5 ") into the number the API then checks, and a blank box into
 * "not given" (so a default applies, or the field's own "required" message shows).
 */
export function fromFormText(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^-?[0-9]+(\.[0-9]+)?$/.test(text) ? Number(text) : value;
}
