import { PATTERNS } from './patterns.ts';
import { PROFILE_AGE } from '../constants.ts';
import type { ValidationMessageKey } from './messages.ts';
import { isoDateOf, type CalendarDate } from '../calendar/india-day.ts';

/** Parses DD/MM/YYYY into a real calendar date, or says which rule of spec 5 it breaks. */
export function parseBirthDate(
  value: string,
  today: CalendarDate,
): { ok: true; date: CalendarDate } | { ok: false; error: ValidationMessageKey } {
  const match = PATTERNS.birthDate.exec(value);
  if (!match) return { ok: false, error: 'dateInvalid' };
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]);
  if (year < 1900 || year > today.year) return { ok: false, error: 'yearInvalid' };
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    return { ok: false, error: 'birthDateInvalid' };
  }
  return { ok: true, date: { year, month, day } };
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whole years between a birth date and today (a birthday counts on its day). */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birth.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

export function validateBirthDate(
  value: string,
  today: CalendarDate,
  bounds: { min: number; max: number } = PROFILE_AGE,
): ValidationMessageKey | null {
  const parsed = parseBirthDate(value, today);
  if (!parsed.ok) return parsed.error;
  const age = ageOn(parsed.date, today);
  if (age < bounds.min || age > bounds.max) return 'ageCriteria';
  return null;
}

/** DD/MM/YYYY -> YYYY-MM-DD as stored (customers' ages and offer dates are Indian calendar dates). */
export function birthDateToIso(date: CalendarDate): string {
  return isoDateOf(date);
}

/** YYYY-MM-DD -> DD/MM/YYYY as typed. */
export function isoToBirthDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
}
