import { desc, eq } from 'drizzle-orm';
import { PRIVACY_NOTICE_VERSION } from '@cl/contracts';
import { consentLedger } from '../../db/schema/index.ts';
import type { Database } from '../../db/client.ts';

export type ConsentPurpose =
  | 'data_processing'
  | 'sms_marketing'
  | 'email_marketing'
  | 'call_marketing'
  /** Issue 13: name and mobile shared with the site's licensed insurance partner. */
  | 'insurance_partner';
type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface ConsentContext {
  language: string;
  channel: string;
  ip?: string;
}

/** The latest action per purpose for a user (the ledger is append-only). */
export async function currentConsents(db: Database | Tx, userId: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ purpose: consentLedger.purpose, action: consentLedger.action })
    .from(consentLedger)
    .where(eq(consentLedger.userId, userId))
    .orderBy(desc(consentLedger.at), desc(consentLedger.id));
  const latest = new Map<string, string>();
  for (const row of rows) if (!latest.has(row.purpose)) latest.set(row.purpose, row.action);
  return latest;
}

/** Ledger rows for what changed: a purpose given or withdrawn now, compared with the ledger. */
export function consentChanges(
  userId: number,
  current: Map<string, string>,
  wanted: Partial<Record<ConsentPurpose, boolean>>,
  context: ConsentContext,
): (typeof consentLedger.$inferInsert)[] {
  const rows: (typeof consentLedger.$inferInsert)[] = [];
  for (const [purpose, given] of Object.entries(wanted)) {
    const isGiven = current.get(purpose) === 'given';
    if (given === isGiven) continue;
    rows.push({
      userId,
      purpose,
      action: given ? 'given' : 'withdrawn',
      noticeVersion: PRIVACY_NOTICE_VERSION,
      language: context.language,
      channel: context.channel,
      ip: context.ip,
    });
  }
  return rows;
}
