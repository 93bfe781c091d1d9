import type { Database } from '../../db/client.ts';
import type { ApplicationFilter, TimeWindow } from './admin-reports.repository.ts';
import { scanApplicantCounts, scanJourneyCounts } from './journey.repository.ts';
import { journeySummaryCounts, journeySummarySteps } from './journey-summaries.repository.ts';
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
/** The steps an application filter (status, lender, partner, product) narrows. */
export type ApplicantStep = 'applied' | 'approved' | 'disbursed';
/** The steps before an application, which no application filter narrows. */
export type VisitorStep = Exclude<JourneyStep, ApplicantStep>;
export const VISITOR_STEPS: readonly VisitorStep[] = ['otpSent', 'signedUp', 'profileCompleted', 'sawOffers'];

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
 * The funnel (docs/decisions/035) for a window of whole Indian days from the journey summaries,
 * as far as they hold the filter: the steps before an application always, the applicants too for
 * no filter or a product. Status, lender and partner are not in the summaries' keys: for those,
 * the applicants are counted by scanning applications. A window not on Indian days scans.
 */
export async function journeyCounts(
  db: Database,
  window: TimeWindow,
  filter: ApplicationFilter,
): Promise<JourneyCounts> {
  const days = summaryDays({ ...filter, ...window }, { lender: false, partner: false });
  if (!days) return scanJourneyCounts(db, window, filter);
  const shape = journeyReadShape(days, dayNumberOf(new Date()));
  const applicantsSummarised =
    filter.status === undefined &&
    filter.lenderId === undefined &&
    filter.partnerId === undefined &&
    (filter.product === undefined || filter.product in JOURNEY_PRODUCT_OFFSET);
  if (applicantsSummarised) return journeySummaryCounts(db, days, shape, filter.product);
  const [visitors, applicants] = await Promise.all([
    journeySummarySteps(db, days, shape, undefined, VISITOR_STEPS),
    scanApplicantCounts(db, filter),
  ]);
  return { ...visitors, ...applicants };
}
