import { describe, expect, it } from 'vitest';
import { ageOn, birthDateToIso, isoToBirthDate, parseBirthDate, validateBirthDate } from './birth-date.ts';
import { todayInIndia } from '../calendar/india-day.ts';

const today = { year: 2026, month: 11, day: 22 };

describe('validateBirthDate (spec 5)', () => {
  it.each([
    ['22/11/2000', null],
    ['29/02/2004', null],
    ['2000-11-22', 'dateInvalid'],
    ['1/1/2000', 'dateInvalid'],
    ['01/01/1899', 'yearInvalid'],
    ['01/01/2027', 'yearInvalid'],
    ['31/02/2000', 'birthDateInvalid'],
    ['29/02/2001', 'birthDateInvalid'],
    ['00/01/2000', 'birthDateInvalid'],
    ['01/13/2000', 'birthDateInvalid'],
    ['23/11/2008', 'ageCriteria'],
    ['22/11/2008', null],
    ['22/11/1956', null],
    ['21/11/1955', 'ageCriteria'],
  ])('%s -> %s', (value, expected) => {
    expect(validateBirthDate(value, today)).toBe(expected);
  });
});

describe('ageOn', () => {
  it('counts a birthday on its day', () => {
    expect(ageOn({ year: 2005, month: 11, day: 22 }, today)).toBe(21);
    expect(ageOn({ year: 2005, month: 11, day: 23 }, today)).toBe(20);
    expect(ageOn({ year: 2005, month: 12, day: 1 }, today)).toBe(20);
  });
});

describe('conversions', () => {
  it('round-trips DD/MM/YYYY and ISO', () => {
    const parsed = parseBirthDate('05/03/1990', today);
    expect(parsed.ok && birthDateToIso(parsed.date)).toBe('1990-03-05');
    expect(isoToBirthDate('1990-03-05')).toBe('05/03/1990');
  });
  it('uses the Indian calendar date', () => {
    expect(todayInIndia(new Date('2026-11-21T19:00:00Z'))).toEqual({ year: 2026, month: 11, day: 22 });
    expect(todayInIndia(new Date('2026-11-21T18:00:00Z'))).toEqual({ year: 2026, month: 11, day: 21 });
  });
});
