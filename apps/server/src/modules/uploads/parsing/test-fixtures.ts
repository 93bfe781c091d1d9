import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';
import type { ReadRowsOptions } from './limits.ts';
import { readRowBatches, type UploadInput } from './read-rows.ts';
import type { SheetRow } from './rows.ts';

// Test-only (imported by *.test.ts): writes zip archives byte by byte so tests can build what no
// honest tool would, such as entries whose declared sizes lie, or thousands of parts.

export async function readAll(input: UploadInput, options?: ReadRowsOptions): Promise<SheetRow[]> {
  const rows: SheetRow[] = [];
  for await (const batch of readRowBatches(input, options)) rows.push(...batch);
  return rows;
}

export interface FixtureEntry {
  name: string;
  /** Deflated bytes and the real unpacked size and CRC. */
  payload: Buffer;
  size: number;
  crc: number;
  method?: 0 | 8;
  /** Overrides the unpacked size written in the headers, to lie about it. */
  declaredSize?: number;
  flags?: number;
}

export function entry(name: string, content: string | Buffer): FixtureEntry {
  const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return { name, payload: deflateRawSync(data), size: data.length, crc: crc32(data) >>> 0 };
}

/** An entry deflated piece by piece, so its plain bytes never sit in memory together. */
export async function streamedEntry(
  name: string,
  pieces: Iterable<Buffer | string>,
  level = 6,
): Promise<FixtureEntry> {
  const deflate = createDeflateRaw({ level });
  const out: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  let crc = 0;
  let size = 0;
  for (const piece of pieces) {
    const bytes = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
    crc = crc32(bytes, crc);
    size += bytes.length;
    if (!deflate.write(bytes)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return { name, payload: Buffer.concat(out), size, crc: crc >>> 0 };
}

/** `bytes` zeros, deflated: about 230 : 1 at level 1 (fast), 1,000 : 1 at level 9. */
export function zeros(name: string, bytes: number, level = 1): Promise<FixtureEntry> {
  const step = Buffer.alloc(1024 * 1024);
  return streamedEntry(
    name,
    (function* () {
      for (let left = bytes; left > 0; left -= step.length)
        yield step.subarray(0, Math.min(step.length, left));
    })(),
    level,
  );
}

export function buildZip(entries: FixtureEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const method = e.method ?? 8;
    const size = e.declaredSize ?? e.size;
    const flags = (e.flags ?? 0) | 0x0800;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(e.crc, 14);
    local.writeUInt32LE(e.payload.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(e.crc, 16);
    central.writeUInt32LE(e.payload.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.payload);
    centrals.push(central, name);
    offset += local.length + name.length + e.payload.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 8);
  end.writeUInt16LE(Math.min(entries.length, 0xffff), 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

/**
 * The parts of a one-sheet workbook around a given sheet part. Shared strings and styles are
 * declared; pass xl/sharedStrings.xml or xl/styles.xml in `extra` to give them content.
 */
export function xlsxParts(sheet: FixtureEntry, extra: FixtureEntry[] = []): FixtureEntry[] {
  return [
    entry('[Content_Types].xml', '<?xml version="1.0"?><Types/>'),
    entry(
      'xl/workbook.xml',
      `<workbook xmlns="${NS}" xmlns:r="${REL}"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    entry(
      'xl/_rels/workbook.xml.rels',
      '<Relationships>' +
        `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
        `<Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>` +
        `<Relationship Id="rId3" Type="${REL}/styles" Target="/xl/styles.xml"/>` +
        '</Relationships>',
    ),
    { ...sheet, name: 'xl/worksheets/sheet1.xml' },
    ...extra,
  ];
}

/** A sheet part from rows of cell XML, e.g. ['<c r="A1" t="inlineStr"><is><t>x</t></is></c>']. */
export function sheetXml(rows: string[]): string {
  const body = rows.map((cells, i) => `<row r="${String(i + 1)}">${cells}</row>`).join('');
  return `<worksheet xmlns="${NS}"><sheetData>${body}</sheetData></worksheet>`;
}
