import { formatIndianNumber } from '@cl/contracts';
import { AppError } from '../../../lib/app-error.ts';

// STYLE 12: every refusal is an AppError whose message the admin sees as it is (spec 8: the upload
// toast shows the server's text), so each names the row or limit the person has to fix.

const count = (n: number) => formatIndianNumber(n);
const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${count(Math.round(bytes / 1024 / 1024))} MB`
    : `${count(Math.round(bytes / 1024))} KB`;

const refuse = (code: string, message: string) => new AppError(400, code, message);
const tooLarge = (code: string, message: string) => new AppError(413, code, message);

/** A1-style column letters, so messages match what Excel shows (0 -> A, 26 -> AA). */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

export const uploadErrors = {
  // spec 5 and 8: the exact text the web shows for a wrong type.
  invalidType: () => refuse('INVALID_FILE_TYPE', 'Invalid file type'),
  empty: () => refuse('EMPTY_FILE', 'The file is empty'),
  fileTooLarge: (limit: number) => tooLarge('FILE_TOO_LARGE', `The file is larger than ${size(limit)}`),
  xlsTooLarge: (limit: number) =>
    tooLarge(
      'FILE_TOO_LARGE',
      `.xls files over ${size(limit)} are not accepted; save the sheet as .xlsx or .csv`,
    ),
  xlsTooSlow: () =>
    tooLarge('FILE_TOO_LARGE', 'The .xls file took too long to read; save the sheet as .xlsx or .csv'),
  unpackedTooLarge: () => tooLarge('UNPACKED_TOO_LARGE', 'The file is too large when unpacked'),
  tooManyParts: (limit: number) =>
    tooLarge('TOO_MANY_PARTS', `The file is too large when unpacked (more than ${count(limit)} parts)`),
  damaged: () => refuse('DAMAGED_FILE', 'The file is damaged or is not a spreadsheet'),
  passwordProtected: () =>
    refuse('DAMAGED_FILE', 'Password-protected files cannot be read; remove the password'),
  notUtf8: () => refuse('NOT_UTF8', 'The CSV file is not UTF-8 text; in Excel save it as "CSV UTF-8"'),
  unclosedQuote: (row: number) => refuse('BAD_CSV', `Row ${count(row)}: a quoted value is not closed`),
  noHeader: () => refuse('NO_HEADER', 'The file has no header row'),
  duplicateHeader: (row: number, name: string) =>
    refuse('DUPLICATE_HEADER', `Row ${count(row)}: the column "${name}" appears twice`),
  valueWithoutHeader: (row: number, column: number) =>
    refuse(
      'VALUE_WITHOUT_HEADER',
      `Row ${count(row)}, column ${columnName(column)} has a value but no header`,
    ),
  rowTooWide: (row: number, limit: number) =>
    tooLarge('ROW_TOO_WIDE', `Row ${count(row)} has more than ${count(limit)} columns`),
  cellTooLong: (row: number, column: number, limit: number) =>
    tooLarge(
      'CELL_TOO_LONG',
      `Row ${count(row)}, column ${columnName(column)} is longer than ${count(limit)} characters`,
    ),
  tooManyRows: (limit: number) => tooLarge('TOO_MANY_ROWS', `The file has more than ${count(limit)} rows`),
};
