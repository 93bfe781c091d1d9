import { randomBytes } from 'node:crypto';
import { deflateRawSync, crc32 } from 'node:zlib';

// Hostile files made in memory: zip archives (a bomb, a fake xlsx), polyglots, multipart bodies.

/** A zip archive of deflated entries (enough of the format for xlsx readers and bombs). */
export function zip(entries: { name: string; data: Buffer }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = deflateRawSync(entry.data, { level: 9 });
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A zip bomb: one entry of `mb` megabytes of one repeated byte (about 1000:1). */
export const zipBomb = (mb: number) =>
  zip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(mb * 1024 * 1024, 0x41) }]);

/** Valid PNG magic followed by HTML and script: a browser that sniffed it would run the script. */
export const pngHtmlPolyglot = () =>
  Buffer.concat([
    PNG_MAGIC,
    randomBytes(32),
    Buffer.from('<html><script>alert(document.cookie)</script></html>'),
  ]);

/** A GIF header that is also JavaScript (GIF89a=...; the classic GIFAR/JS polyglot). */
export const gifJsPolyglot = () => Buffer.from('GIF89a/*\x00\x00*/=1;alert(document.domain)//', 'latin1');

export function multipart(
  file: { field?: string; filename: string; type: string; data: Buffer },
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----cl${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'image_name'}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      'utf8',
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
