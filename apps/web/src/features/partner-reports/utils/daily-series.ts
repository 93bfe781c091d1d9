export interface DailyPoint {
  day: string;
  applications: number;
  disbursals: number;
}

const DAY_MS = 86_400_000;

/** Every day from `from` to `to` (inclusive ISO dates), with zeros where the server had no rows. */
export function fillDailySeries(from: string, to: string, points: readonly DailyPoint[]): DailyPoint[] {
  const byDay = new Map(points.map((point) => [point.day, point]));
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return [...points];
  const days: DailyPoint[] = [];
  for (let time = start; time <= end; time += DAY_MS) {
    const day = new Date(time).toISOString().slice(0, 10);
    days.push(byDay.get(day) ?? { day, applications: 0, disbursals: 0 });
  }
  return days;
}
