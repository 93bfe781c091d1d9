const IST_OFFSET_MS = 330 * 60_000; // India has one time zone, UTC+5:30, and no daylight saving

/** The calendar day ('2026-11-22') a timestamp falls on in India, for lib/date-format's formatDay. */
export function indiaDate(isoTimestamp: string): string {
  const time = Date.parse(isoTimestamp);
  return Number.isNaN(time) ? isoTimestamp : new Date(time + IST_OFFSET_MS).toISOString().slice(0, 10);
}
