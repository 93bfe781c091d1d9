import { msg } from '@cl/contracts';

// Issue 12 finding 3: a constraint the database enforces (a unique index two requests race for, a
// check, a foreign key, a value out of a column's range) is the caller's problem, answered 409 or
// 400 with a message, never a 500. PGlite and node-postgres both raise an error carrying the
// SQLSTATE `code`, `constraint` and `table`; Drizzle wraps it (DrizzleQueryError.cause).

export interface DatabaseFailure {
  /** SQLSTATE, e.g. 23505. */
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
}

export interface MappedFailure {
  status: 400 | 409;
  code: string;
  message: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The database's own error inside a (possibly wrapped) error, or null when there is none. */
export function databaseFailureOf(error: unknown): DatabaseFailure | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && isRecord(current); depth += 1) {
    const code = text(current.code);
    // Fastify's own codes (FST_...) and Node's (ECONNREFUSED) are not SQLSTATEs.
    if (code !== undefined && SQLSTATE.test(code) && ('severity' in current || 'routine' in current)) {
      return {
        code,
        constraint: text(current.constraint),
        table: text(current.table),
        column: text(current.column),
      };
    }
    current = current.cause;
  }
  return null;
}

/** Unique indexes a person can run into, with what to tell them (spec 8: a message to show). */
const UNIQUE_MESSAGES: Record<string, string> = {
  users_email_unique: msg('emailTaken'),
  users_mobile_unique: msg('mobileTaken'),
  partner_users_email_unique: msg('emailTaken'),
  partner_users_mobile_unique: msg('mobileTaken'),
  admin_users_email_unique: msg('emailTaken'),
};

const invalid = (message: string): MappedFailure => ({ status: 400, code: 'VALIDATION', message });

/**
 * The answer for a database failure the caller caused; null for one that is ours (a 500). The
 * message is a contracts message key, translated by the error handler like any other.
 */
export function mapDatabaseFailure(failure: DatabaseFailure): MappedFailure | null {
  switch (failure.code) {
    case '23505': // unique_violation
      return {
        status: 409,
        code: 'CONFLICT',
        message: UNIQUE_MESSAGES[failure.constraint ?? ''] ?? msg('alreadyExists'),
      };
    case '23503': // foreign_key_violation
      return { status: 400, code: 'BAD_REFERENCE', message: msg('badReference') };
    case '23502': // not_null_violation
      return invalid(msg('valueMissing'));
    case '23514': // check_violation
    case '23P01': // exclusion_violation
      return invalid(msg('invalidValue'));
    case '22001': // string_data_right_truncation
      return invalid(msg('tooLong'));
    case '22003': // numeric_value_out_of_range
      return invalid(msg('numberRange'));
    case '22007': // invalid_datetime_format
    case '22008': // datetime_field_overflow
      return invalid(msg('dateInvalid'));
    case '22P02': // invalid_text_representation
    case '22021': // character_not_in_repertoire
    case '22P05': // untranslatable_character
      return invalid(msg('invalidValue'));
    default:
      return null;
  }
}
