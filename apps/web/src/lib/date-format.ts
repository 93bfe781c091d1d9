import { formatCalendarDate, formatIndiaDateTime, formatIndiaDayOf } from '@cl/contracts';

// Dates on screen: day month year in the page's language with Indian conventions (spec 9 en-IN),
// in Indian time. The rules live once in @cl/contracts calendar/ (issue 14), shared with the
// server's documents, reports and exports; these names are what the web's components call.

/** An ISO calendar date ('2026-11-21') as '21 Nov 2026'; an unreadable value is shown as it is. */
export function formatDay(isoDate: string, language = 'en'): string {
  return formatCalendarDate(isoDate, language);
}

/** An ISO timestamp as Indian time: '21 Nov 2026, 3:05 pm', in Hindi '21 नव॰ 2026, दोपहर 3:05'. */
export function formatDateTime(isoTimestamp: string, language = 'en'): string {
  return formatIndiaDateTime(isoTimestamp, language);
}

/** The day an ISO timestamp falls on in India, as '21 Nov 2026'. */
export function formatIndiaDay(isoTimestamp: string, language = 'en'): string {
  return formatIndiaDayOf(isoTimestamp, language);
}
