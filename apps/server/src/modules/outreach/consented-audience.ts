import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { consentLedger, users } from '../../db/schema/index.ts';

/**
 * Customers whose latest ledger action for a purpose is 'given' (DPDP: consent per purpose, and
 * a withdrawal wins from the moment it is recorded). Erased customers are never included.
 */
export async function consentedUserIds(
  db: Database,
  purpose: 'sms_marketing' | 'email_marketing' | 'call_marketing',
): Promise<number[]> {
  const rows = await db
    .select({ userId: consentLedger.userId, action: consentLedger.action })
    .from(consentLedger)
    .where(eq(consentLedger.purpose, purpose))
    .orderBy(desc(consentLedger.at), desc(consentLedger.id));
  const latest = new Map<number, string>();
  for (const row of rows) if (!latest.has(row.userId)) latest.set(row.userId, row.action);
  const given = [...latest.entries()].filter(([, action]) => action === 'given').map(([id]) => id);
  if (given.length === 0) return [];
  const contact = purpose === 'email_marketing' ? users.email : users.mobilePhoneNumber;
  const live = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, given), isNull(users.erasedAt), isNotNull(contact)));
  return live.map((u) => u.id);
}
