import type { PgTable } from 'drizzle-orm/pg-core';
import type {} from './erasure.repository.ts';
import type { Transaction } from '../../db/client.ts';

/** What is known about the person being erased, read before anything is cleared. */
export interface ErasedPerson {
  userId: number;
  mobile: string | null;
  email: string | null;
  pan: string | null;
  fullName: string | null;
}

/** The values searched for in free text; short fragments would hit other people. */
export function needlesOf(person: ErasedPerson): string[] {
  return [person.mobile, person.email, person.pan, person.fullName].filter(
    (v): v is string => v !== null && v.length >= 5,
  );
}
export const contacts = (p: ErasedPerson): string[] =>
  [p.mobile, p.email].filter((v): v is string => v !== null);

export type ErasureAction = 'delete' | 'clear' | 'scrub' | 'keep';

export interface RegistryEntry {
  table: PgTable;
  /** Every column (database name) that may hold a person's data. */
  columns: readonly string[];
  action: ErasureAction;
  /** Why this action, in particular why anything is kept (spec 7 customer info deletion, DPDP s.12). */
  why: string;
  erase: (tx: Transaction, person: ErasedPerson) => Promise<void>;
}
