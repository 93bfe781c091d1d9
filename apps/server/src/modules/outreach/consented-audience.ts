import type { Database } from '../../db/client.ts';
import { consentActionsFor, reachableUserIds } from './outreach.repository.ts';

/**
 * Customers whose latest ledger action for a purpose is 'given' (DPDP: consent per purpose, and
 * a withdrawal wins from the moment it is recorded). Erased customers are never included.
 */
export async function consentedUserIds(
  db: Database,
  purpose: 'sms_marketing' | 'email_marketing' | 'call_marketing',
): Promise<number[]> {
  const rows = await consentActionsFor(db, purpose);
  const latest = new Map<number, string>();
  for (const row of rows) if (!latest.has(row.userId)) latest.set(row.userId, row.action);
  const given = [...latest.entries()].filter(([, action]) => action === 'given').map(([id]) => id);
  if (given.length === 0) return [];
  return reachableUserIds(db, given, purpose === 'email_marketing' ? 'email' : 'mobile');
}
