import type { Database } from '../../db/client.ts';
import { partnerDays } from './ledger.repository.ts';

/**
 * Issue 15: a partner's disbursals and earnings per disbursal day (IST) from the ledger, with their
 * sum: the dashboard's cards and its chart come from this one query, so they cannot disagree.
 */
export async function partnerDisbursalDays(db: Database, partnerId: number, from: string, to: string) {
  const days = await partnerDays(db, partnerId, from, to);
  const totals = { disbursals: 0, disbursedPaise: 0, earnedPaise: 0 };
  for (const d of days) {
    totals.disbursals += d.disbursals;
    totals.disbursedPaise += d.disbursedPaise;
    totals.earnedPaise += d.earnedPaise;
  }
  return { days, totals };
}
