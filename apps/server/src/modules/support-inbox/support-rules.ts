import { randomInt } from 'node:crypto';
import type { SupportStatus } from '@cl/contracts';

// Issue 15, ADR 022: the rules of a support thread, pure so they are tested on their own.

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** TKT-/HLP- and 8 random characters: says nothing about who or when, unlike a row id. */
export function newSupportReference(prefix: 'TKT' | 'HLP', pick = (n: number) => randomInt(n)): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += ALPHABET[pick(ALPHABET.length)] ?? '0';
  return `${prefix}-${code}`;
}

export type ReplyOutcome = { allowed: true; status: SupportStatus } | { allowed: false };

/**
 * An admin's reply answers the thread. A closed thread is refused: closing is a decision, so an
 * admin reopens it (a status change, recorded) before writing in it again.
 */
export function statusAfterAdminReply(current: SupportStatus): ReplyOutcome {
  return current === 'closed' ? { allowed: false } : { allowed: true, status: 'answered' };
}

/**
 * A partner's reply puts the ticket back in the queue, a closed one included: the partner still
 * needs help and keeps the thread's history rather than opening a new ticket.
 */
export function statusAfterPartnerReply(current: SupportStatus): SupportStatus {
  return current === 'in_progress' ? 'in_progress' : 'open';
}

export function isSupportStatus(value: string): value is SupportStatus {
  return value === 'open' || value === 'in_progress' || value === 'answered' || value === 'closed';
}

/** A stored status as one of the four (rows from before issue 15 only ever held 'open'). */
export function supportStatusOf(value: string): SupportStatus {
  return isSupportStatus(value) ? value : 'open';
}
