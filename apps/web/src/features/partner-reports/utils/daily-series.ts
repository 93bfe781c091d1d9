import { datesBetween, parseIsoDate } from '@cl/contracts';

export interface DailyPoint {
  day: string;
  applications: number;
  disbursals: number;
}

/** Every day from `from` to `to` (inclusive ISO dates), with zeros where the server had no rows. */
export function fillDailySeries(from: string, to: string, points: readonly DailyPoint[]): DailyPoint[] {
  const byDay = new Map(points.map((point) => [point.day, point]));
  if (!parseIsoDate(from) || !parseIsoDate(to) || to < from) return [...points];
  return datesBetween(from, to).map((day) => byDay.get(day) ?? { day, applications: 0, disbursals: 0 });
}
