import { LOCALE } from '@cl/contracts';

// Dates on screen: day month year in the page's language with Indian conventions (spec 9 en-IN).
// Hindi month names read better to a Hindi reader; digits stay Latin as everywhere else. Every
// customer-visible date and time goes through here, in Indian time. Hindi times carry Hindi day-period
// words (सुबह, दोपहर, शाम, रात) instead of am/pm, which hi-IN would otherwise print (issue 13).
const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, withTime: boolean): Intl.DateTimeFormat {
  const locale = language === 'hi' ? 'hi-IN-u-nu-latn' : LOCALE;
  const key = `${locale}|${String(withTime)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(withTime ? { hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' } : { timeZone: 'UTC' }),
      ...(withTime && language === 'hi' ? { dayPeriod: 'short' } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

/** An ISO calendar date ('2026-11-21') as '21 Nov 2026'; an unreadable value is shown as it is. */
export function formatDay(isoDate: string, language = 'en'): string {
  const time = Date.parse(`${isoDate.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(time) ? isoDate : formatter(language, false).format(time);
}

/** An ISO timestamp as Indian time: '21 Nov 2026, 3:05 pm', in Hindi '21 नव॰ 2026, दोपहर 3:05'. */
export function formatDateTime(isoTimestamp: string, language = 'en'): string {
  const time = Date.parse(isoTimestamp);
  return Number.isNaN(time) ? isoTimestamp : formatter(language, true).format(time);
}

const IST_OFFSET_MS = 330 * 60_000; // India has one time zone, UTC+5:30, and no daylight saving

/** The day an ISO timestamp falls on in India, as '21 Nov 2026'. */
export function formatIndiaDay(isoTimestamp: string, language = 'en'): string {
  const time = Date.parse(isoTimestamp);
  return Number.isNaN(time)
    ? isoTimestamp
    : formatDay(new Date(time + IST_OFFSET_MS).toISOString(), language);
}
