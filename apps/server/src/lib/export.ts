// Report exports (issues 6, 7): CSV and XLSX with spreadsheet formula injection defused.

export type Cell = string | number | boolean | null | Date;
export interface Column<T> {
  header: string;
  value: (row: T) => Cell;
}

/** A cell that a spreadsheet would run as a formula (= + - @, tab, CR) gets a leading apostrophe. */
export function escapeFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function text(cell: Cell): string {
  if (cell === null) return '';
  if (cell instanceof Date) return cell.toISOString();
  return String(cell);
}

function csvField(cell: Cell): string {
  const value = typeof cell === 'string' ? escapeFormula(cell) : text(cell);
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

export function toCsv<T>(columns: Column<T>[], rows: Iterable<T>): string {
  const lines = [columns.map((c) => csvField(c.header)).join(',')];
  for (const row of rows) lines.push(columns.map((c) => csvField(c.value(row))).join(','));
  // A BOM so Excel opens UTF-8 (Hindi names, ₹) correctly.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

export async function toXlsx<T>(sheetName: string, columns: Column<T>[], rows: Iterable<T>): Promise<Buffer> {
  // exceljs loads on the first XLSX export, not at start: it is a fifth of a start's CPU (issue 16).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.addRow(columns.map((c) => c.header));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    // Strings are written as plain text values, never formulas; the apostrophe also guards copies.
    sheet.addRow(
      columns.map((c) => {
        const cell = c.value(row);
        return typeof cell === 'string' ? escapeFormula(cell) : cell;
      }),
    );
  }
  const data = await workbook.xlsx.writeBuffer();
  return Buffer.from(data);
}
