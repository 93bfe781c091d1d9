import type { DateRange, PartnerDashboard } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { partnerDisbursalDays } from '../revenue-ledger/partner-days.service.ts';
import { partnerCounts, partnerDailyApplications } from './partner-stats.repository.ts';

/**
 * The partner dashboard (spec 2): leads, applications and approvals by the day they happened;
 * disbursals and earnings from the revenue ledger by disbursal day, the cards being the sum of the
 * chart's days (issue 15).
 */
export async function readPartnerDashboard(
  db: Database,
  partnerId: number,
  range: DateRange,
): Promise<PartnerDashboard> {
  const counts = await partnerCounts(db, partnerId, range);
  const applied = await partnerDailyApplications(db, partnerId, range);
  const ledger = await partnerDisbursalDays(db, partnerId, range.from, range.to);
  const byDay = new Map<string, PartnerDashboard['daily'][number]>();
  const dayOf = (day: string) => {
    const known = byDay.get(day);
    if (known) return known;
    const fresh = { day, applications: 0, disbursals: 0, earnedPaise: 0 };
    byDay.set(day, fresh);
    return fresh;
  };
  for (const a of applied) dayOf(a.day).applications = a.applications;
  for (const d of ledger.days)
    Object.assign(dayOf(d.day), { disbursals: d.disbursals, earnedPaise: d.earnedPaise });
  return {
    ...range,
    ...counts,
    ...ledger.totals,
    daily: [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day)),
  };
}
