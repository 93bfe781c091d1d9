import type { Database } from '../../db/client.ts';
import type { ApplicationFilter, TimeWindow } from './admin-reports.repository.ts';
import { scanJourneyCounts } from './journey.repository.ts';
import { journeySummaryCounts } from './journey-summaries.repository.ts';
import { dayNumberOf, summaryDays, type SummaryDays } from './report-summaries.ts';

/** The customers-journey funnel: people at each step inside the window (spec 1). */
export interface JourneyCounts {
  otpSent: number;
  signedUp: number;
  profileCompleted: number;
  sawOffers: number;
  applied: number;
  approved: number;
  disbursed: number;
}

// The step numbers migration 0019 gives each step in journey_person_days and journey_day_gaps.
export const JOURNEY_STEPS = {
  otpSent: 1,
  signedUp: 2,
  profileCompleted: 3,
  sawOffers: 4,
  applied: 5,
  approved: 6,
  disbursed: 7,
} as const satisfies Record<keyof JourneyCounts, number>;
/** Applied, approved and disbursed for one product are steps 10k + 5..7 (migration 0019). */
export const JOURNEY_PRODUCT_OFFSET: Readonly<Record<string, number>> = {
  personal: 10,
  business: 20,
  gold: 30,
  home: 40,
};
export type JourneyStep = keyof JourneyCounts;

/**
 * How the journey summaries read a window, both exactly (docs/decisions/035): `window` sums the
 * pairs whose day is inside it and whose previous day is before it (each person's first day
 * there); `after` reads only the pairs after it (a person not seen inside is either seen first
 * after it or jumps over it from before). The one with fewer days to read; for windows ending
 * today (the presets) `after` reads only each person's last day.
 */
export function journeyReadShape(days: SummaryDays, today: number): 'window' | 'after' {
  return today - days.to < days.to - days.from + 1 ? 'after' : 'window';
}

/**
 * The funnel from the journey summaries when they hold the filter (none, or a product; whole
 * Indian days), else by scanning. Status, lender and partner are not in the summaries' keys:
 * those filters scan, as today.
 */
export async function journeyCounts(
  db: Database,
  window: TimeWindow,
  filter: ApplicationFilter,
): Promise<JourneyCounts> {
  const summarised =
    filter.status === undefined &&
    filter.lenderId === undefined &&
    filter.partnerId === undefined &&
    (filter.product === undefined || filter.product in JOURNEY_PRODUCT_OFFSET);
  const days = summarised ? summaryDays({ ...filter, ...window }, { lender: false, partner: false }) : null;
  return days
    ? journeySummaryCounts(db, days, journeyReadShape(days, dayNumberOf(new Date())), filter.product)
    : scanJourneyCounts(db, window, filter);
}
