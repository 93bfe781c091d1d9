// Turns a spreadsheet's stored numbers into the text a person saw in the cell, shared by the
// xlsx and xls readers so both give the same strings for the same sheet.

/** Built-in number formats that show dates or times (ECMA-376 part 1, 18.8.30). */
const BUILT_IN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

export function isBuiltInDateFormat(id: number): boolean {
  return BUILT_IN_DATE_FORMATS.has(id) || (id >= 27 && id <= 36) || (id >= 50 && id <= 58);
}

/** A custom format code shows a date or time when d, m, y, h or s appear outside quotes and brackets. */
export function isDateFormatCode(code: string): boolean {
  if (/^general$/i.test(code.trim())) return false;
  if (/\[(h+|m+|s+)\]/i.test(code)) return true; // elapsed time, e.g. [h]:mm
  const bare = code
    .replace(/"[^"]*"/g, '') // literal text
    .replace(/\\./g, '') // escaped characters
    .replace(/[_*]./g, '') // padding and fill
    .replace(/\[[^\]]*\]/g, ''); // colours, conditions, currency and locale tags
  // Only the first section decides; a code like "0;[Red]-0" has no date parts anyway.
  const first = bare.split(';')[0] ?? '';
  return /[dmyhs]/i.test(first) && !/^[#0.,%E+\-\s]*$/i.test(first);
}

const DAY_MS = 86_400_000;
const EPOCH_1900 = Date.UTC(1899, 11, 30); // day 0 of Excel's 1900 system, after its 1900 leap-year bug
const EPOCH_1904 = Date.UTC(1904, 0, 1);
const MAX_SERIAL = 2_958_465; // 9999-12-31

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An Excel date serial as 'YYYY-MM-DD', 'YYYY-MM-DD HH:MM:SS', or 'HH:MM:SS' for a bare time.
 * Dates carry no time zone in Excel, so the arithmetic is done in UTC to keep the day as written.
 */
export function serialToText(serial: number, date1904: boolean): string {
  if (!Number.isFinite(serial) || serial < 0 || serial > MAX_SERIAL) return formatNumber(serial);
  let whole = Math.floor(serial);
  let seconds = Math.round((serial - whole) * 86_400);
  if (seconds === 86_400) [whole, seconds] = [whole + 1, 0];
  // Serials 1-59 (Jan-Feb 1900) come before the fictitious 29 February 1900 and are off by one.
  const days = !date1904 && whole < 60 ? whole + 1 : whole;
  const time = new Date((date1904 ? EPOCH_1904 : EPOCH_1900) + days * DAY_MS + seconds * 1000);
  const hms = `${pad(time.getUTCHours())}:${pad(time.getUTCMinutes())}:${pad(time.getUTCSeconds())}`;
  if (whole === 0) return hms;
  const ymd = time.toISOString().slice(0, 10);
  return seconds === 0 ? ymd : `${ymd} ${hms}`;
}

/**
 * A stored number as Excel shows it by default: 15 significant digits, so the binary noise of
 * 1234.1 stored as 1234.0999999999999 does not reach the caller.
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  return String(Number(value.toPrecision(15)));
}

/** BIFF error codes (MS-XLS 2.5.97.2) as the text Excel shows; xlsx stores the text itself. */
export const BIFF_ERRORS: Readonly<Record<number, string>> = {
  0x00: '#NULL!',
  0x07: '#DIV/0!',
  0x0f: '#VALUE!',
  0x17: '#REF!',
  0x1d: '#NAME?',
  0x24: '#NUM!',
  0x2a: '#N/A',
  0x2b: '#GETTING_DATA',
};
