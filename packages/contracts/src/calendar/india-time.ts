import { LOCALE, type LanguageCode } from '../constants.ts';
import { indiaIsoDate, parseIsoDate } from './india-day.ts';

// Times people read are Indian time (spec 9 en-IN; issue 15): '24 Nov 2026, 1:53 am'. Hindi keeps
// Latin digits and says the part of the day in Hindi (सुबह, दोपहर, शाम, रात) instead of am/pm,
// which hi-IN would otherwise print (issue 13). The screens, the KFS copy, reports and exports
// all format through here, so a time reads the same everywhere (docs/decisions/023).

/** India's IANA time zone, for the few places (SQL) that name it rather than format through here. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
const LOCALES: Record<LanguageCode, string> = { en: LOCALE, hi: 'hi-IN-u-nu-latn' };
const dayFormats = new Map<LanguageCode, Intl.DateTimeFormat>();
const timeFormats = new Map<LanguageCode, Intl.DateTimeFormat>();

function dayFormat(language: LanguageCode): Intl.DateTimeFormat {
  let format = dayFormats.get(language);
  if (!format) {
    // A calendar date has no zone: it is read at UTC midnight and printed at UTC.
    format = new Intl.DateTimeFormat(LOCALES[language], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(language, format);
  }
  return format;
}

function timeFormat(language: LanguageCode): Intl.DateTimeFormat {
  let format = timeFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: INDIA_TIME_ZONE,
      ...(language === 'hi' ? { dayPeriod: 'short' } : {}),
    });
    timeFormats.set(language, format);
  }
  return format;
}

const languageOf = (language: string): LanguageCode => (language === 'hi' ? 'hi' : 'en');

function instantOf(value: Date | string): number {
  return value instanceof Date ? value.getTime() : Date.parse(value);
}

/** A calendar date ('2026-11-24', or a timestamp's date part) as '24 Nov 2026'; unreadable as it is. */
export function formatCalendarDate(isoDate: string, language = 'en'): string {
  const date = parseIsoDate(isoDate.slice(0, 10));
  return date
    ? dayFormat(languageOf(language)).format(Date.UTC(date.year, date.month - 1, date.day))
    : isoDate;
}

/** The day an ISO timestamp falls on in India, as '24 Nov 2026'; unreadable as it is. */
export function formatIndiaDayOf(isoTimestamp: string, language = 'en'): string {
  return formatCalendarDate(indiaIsoDate(isoTimestamp), language);
}

/** An instant as Indian time, '24 Nov 2026, 1:53 am'; an unreadable string comes back as it is. */
export function formatIndiaDateTime(value: Date | string, language = 'en'): string {
  const time = instantOf(value);
  if (Number.isNaN(time)) return value instanceof Date ? '' : value;
  return timeFormat(languageOf(language)).format(time);
}

/**
 * Reports and exports (issue 15): the same Indian time, named, because a file is read away from
 * the screen and passed on: '24 Nov 2026, 1:53 am IST'.
 */
export function formatReportTime(value: Date | string): string {
  const text = formatIndiaDateTime(value, 'en');
  return Number.isNaN(instantOf(value)) ? text : `${text} IST`;
}
