import { describe, expect, it } from 'vitest';
import { databaseFailureOf, mapDatabaseFailure } from './database-error.ts';

// The shape both drivers give (pg-protocol's DatabaseError), wrapped as Drizzle wraps it.
const pgError = (code: string, constraint?: string) =>
  Object.assign(new Error('duplicate key value violates unique constraint'), {
    severity: 'ERROR',
    code,
    constraint,
    table: 'users',
    detail: 'Key (email)=(someone@example.com) already exists.',
  });
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: update "users" ...'), { cause });

describe('database failures', () => {
  it('finds the SQLSTATE inside a Drizzle error, without the row values', () => {
    const failure = databaseFailureOf(wrapped(pgError('23505', 'users_email_unique')));
    expect(failure).toEqual({ code: '23505', constraint: 'users_email_unique', table: 'users' });
    expect(JSON.stringify(failure)).not.toContain('someone@example.com');
  });

  it('ignores errors that are not from the database', () => {
    expect(databaseFailureOf(Object.assign(new Error('x'), { code: 'FST_ERR_VALIDATION' }))).toBeNull();
    expect(databaseFailureOf(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBeNull();
    expect(databaseFailureOf('text')).toBeNull();
  });

  it('maps a unique clash to 409 with the index message, the rest of 22/23 to 400', () => {
    expect(mapDatabaseFailure({ code: '23505', constraint: 'users_email_unique' })).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: 'validation.emailTaken',
    });
    expect(mapDatabaseFailure({ code: '23505', constraint: 'other' })?.status).toBe(409);
    for (const code of ['23503', '23502', '23514', '22003', '22P02', '22021', '22001']) {
      expect(mapDatabaseFailure({ code })?.status).toBe(400);
    }
    expect(mapDatabaseFailure({ code: '40P01' })).toBeNull();
    expect(mapDatabaseFailure({ code: '53300' })).toBeNull();
  });
});
