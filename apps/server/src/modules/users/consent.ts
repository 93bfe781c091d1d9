import { PRIVACY_NOTICE_VERSION } from '@cl/contracts';
import { listConsentActions, type ConsentRow, type Db } from './users.repository.ts';

export type ConsentPurpose =
  | 'data_processing'
  | 'sms_marketing'
  | 'email_marketing'
  | 'call_marketing'
  /** Issue 13: name and mobile shared with the site's licensed insurance partner. */
  | 'insurance_partner';

export interface ConsentContext {
  language: string;
  channel: string;
  ip?: string;
}

/** The latest action per purpose for a user (the ledger is append-only). */
export async function currentConsents(db: Db, userId: number): Promise<Map<string, string>> {
  const rows = await listConsentActions(db, userId);
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
): ConsentRow[] {
  const rows: ConsentRow[] = [];
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
