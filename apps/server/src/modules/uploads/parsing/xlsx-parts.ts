import { isBuiltInDateFormat, isDateFormatCode } from './cell-values.ts';
import { uploadErrors } from './upload-errors.ts';
import { parseXmlFully } from './xml-stream.ts';

// The small parts of an xlsx package that the sheet reader needs before it streams the sheet:
// which part is the first worksheet, the 1904 flag, which styles are dates, and shared strings.

/** Opens a part of the package by its path inside the zip; null when absent. */
export type PartReader = (path: string) => AsyncIterable<Buffer> | null;

export interface WorkbookInfo {
  sheetPath: string;
  sharedStringsPath: string | null;
  stylesPath: string | null;
  date1904: boolean;
}

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';

/** A relationship target relative to xl/ (or absolute from the package root) as a zip path. */
export function resolvePartPath(target: string, base = 'xl/'): string {
  const parts: string[] = [];
  for (const segment of (target.startsWith('/') ? target.slice(1) : base + target).split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.' && segment !== '') parts.push(segment);
  }
  return parts.join('/');
}

function required(read: PartReader, path: string): AsyncIterable<Buffer> {
  const part = read(path);
  // A zip without a workbook is some other archive given an .xlsx name.
  if (part === null) throw uploadErrors.invalidType();
  return part;
}

export async function readWorkbookInfo(read: PartReader): Promise<WorkbookInfo> {
  const sheetIds: string[] = [];
  let date1904 = false;
  await parseXmlFully(required(read, WORKBOOK), {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = attributes.date1904 === '1' || attributes.date1904 === 'true';
      if (name !== 'sheet') return;
      // The relationship id is r:id; match any prefix, as the namespace may be bound to another.
      const key = Object.keys(attributes).find((k) => k.endsWith(':id'));
      if (key !== undefined) sheetIds.push(attributes[key] ?? '');
    },
    close: () => undefined,
    text: () => undefined,
  });

  const rels = new Map<string, { type: string; target: string }>();
  await parseXmlFully(required(read, WORKBOOK_RELS), {
    open(name, attributes) {
      const { Id: id, Type: type = '', Target: target, TargetMode: mode } = attributes;
      if (name === 'Relationship' && id && target && mode !== 'External') rels.set(id, { type, target });
    },
    close: () => undefined,
    text: () => undefined,
  });
  const byType = (suffix: string) => [...rels.values()].find((rel) => rel.type.endsWith(suffix));
  // The first sheet that holds cells: a chart sheet in first place is passed over.
  const sheet = sheetIds.map((id) => rels.get(id)).find((rel) => rel?.type.endsWith('/worksheet'));
  if (!sheet) throw uploadErrors.noHeader();
  const sharedStrings = byType('/sharedStrings');
  const styles = byType('/styles');
  return {
    sheetPath: resolvePartPath(sheet.target),
    sharedStringsPath: sharedStrings ? resolvePartPath(sharedStrings.target) : null,
    stylesPath: styles ? resolvePartPath(styles.target) : null,
    date1904,
  };
}

/** For each cell style index (the s attribute of a cell), whether its number format is a date. */
export async function readDateStyles(part: AsyncIterable<Buffer>): Promise<boolean[]> {
  const customDates = new Set<number>();
  const formatIds: number[] = [];
  let inCellXfs = false;
  await parseXmlFully(part, {
    open(name, attributes) {
      const id = Number(attributes.numFmtId ?? '0');
      if (name === 'numFmt' && isDateFormatCode(attributes.formatCode ?? '')) customDates.add(id);
      else if (name === 'cellXfs') inCellXfs = true;
      // cellStyleXfs holds xf elements too; only those in cellXfs are what s indexes.
      else if (name === 'xf' && inCellXfs) formatIds.push(id);
    },
    close(name) {
      if (name === 'cellXfs') inCellXfs = false;
    },
    text: () => undefined,
  });
  return formatIds.map((id) => customDates.has(id) || isBuiltInDateFormat(id));
}

/**
 * The shared string table. Each string is cut one character past maxCellLength (enough for the
 * sheet reader to refuse it with the row's number if a cell uses it), so memory stays bounded.
 */
export async function readSharedStrings(
  part: AsyncIterable<Buffer>,
  limits: { maxCellLength: number; maxSharedStrings: number },
): Promise<string[]> {
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  await parseXmlFully(part, {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 'rPh')
        phonetic += 1; // East Asian reading aids, not part of the value
      else if (name === 't') inText = phonetic === 0;
    },
    close(name) {
      if (name === 't') inText = false;
      else if (name === 'rPh') phonetic -= 1;
      else if (name === 'si' && current !== null) {
        if (strings.length >= limits.maxSharedStrings) throw uploadErrors.unpackedTooLarge();
        strings.push(current);
        current = null;
      }
    },
    text(text) {
      if (inText && current !== null && current.length <= limits.maxCellLength)
        current = (current + text).slice(0, limits.maxCellLength + 1);
    },
  });
  return strings;
}
