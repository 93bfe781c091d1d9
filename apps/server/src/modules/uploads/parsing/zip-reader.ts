import { crc32, createInflateRaw } from 'node:zlib';
import { pipeline } from 'node:stream';
import type { Readable } from 'node:stream';
import type { ReadRowsLimits } from './limits.ts';
import type { ByteSource } from './source.ts';
import { AppError } from '../../../lib/app-error.ts';
import { uploadErrors } from './upload-errors.ts';

// A minimal zip reader for xlsx uploads (APPNOTE 6.3). It exists so the zip-bomb defences of
// issue 7 hold: the central directory is read and judged before anything is inflated, and then
// every inflated byte is counted, because the sizes an archive declares are the attacker's to set.

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  crc: number;
  localHeaderOffset: number;
}

export interface ZipArchive {
  entries: Map<string, ZipEntry>;
  /** Where the central directory starts: no entry's data may reach past it. */
  dataEnd: number;
}

type ZipLimits = Pick<
  ReadRowsLimits,
  | 'maxZipEntries'
  | 'maxEntryUnpackedBytes'
  | 'maxTotalUnpackedBytes'
  | 'maxCompressionRatio'
  | 'ratioMinBytes'
>;

/** Bytes that may still be inflated from this archive, shared by every entry read. */
export interface UnpackBudget {
  remaining: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_SIZE = 22;
const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_SIZE = 46;
const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_SIZE = 30;
const ZIP64_LOCATOR_SIGNATURE = 0x07064b50;
const MAX_COMMENT = 0xffff;

async function findEndRecord(file: ByteSource): Promise<{ at: number; record: Buffer }> {
  const tailLength = Math.min(file.size, EOCD_SIZE + MAX_COMMENT);
  const tail = await file.read(file.size - tailLength, tailLength);
  // Scan backwards; the comment length must reach exactly to the end, so a signature inside a
  // comment is not mistaken for the record.
  for (let i = tail.length - EOCD_SIZE; i >= 0; i--) {
    if (
      tail.readUInt32LE(i) === EOCD_SIGNATURE &&
      i + EOCD_SIZE + tail.readUInt16LE(i + 20) === tail.length
    ) {
      const zip64 = i >= 20 && tail.readUInt32LE(i - 20) === ZIP64_LOCATOR_SIGNATURE;
      // Zip64 is only needed past 4 GB or 65,535 entries, far beyond any accepted upload.
      if (zip64) throw uploadErrors.unpackedTooLarge();
      return { at: file.size - tailLength + i, record: tail.subarray(i, i + EOCD_SIZE) };
    }
  }
  throw uploadErrors.invalidType();
}

function judgeSizes(entries: Iterable<ZipEntry>, limits: ZipLimits): void {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressedSize;
    const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
    if (
      entry.uncompressedSize > limits.maxEntryUnpackedBytes ||
      total > limits.maxTotalUnpackedBytes ||
      (entry.uncompressedSize >= limits.ratioMinBytes && ratio > limits.maxCompressionRatio)
    )
      throw uploadErrors.unpackedTooLarge();
  }
}

/** Reads and judges the central directory; throws before a single byte is inflated. */
export async function openZip(file: ByteSource, limits: ZipLimits): Promise<ZipArchive> {
  const { at, record } = await findEndRecord(file);
  const diskNumber = record.readUInt16LE(4);
  const entryCount = record.readUInt16LE(10);
  const directorySize = record.readUInt32LE(12);
  const directoryOffset = record.readUInt32LE(16);
  if (diskNumber !== 0) throw uploadErrors.damaged();
  if (entryCount > limits.maxZipEntries) throw uploadErrors.tooManyParts(limits.maxZipEntries);
  if (directoryOffset + directorySize > at) throw uploadErrors.damaged();

  // Bounded by the file's own (capped) size; the walk below stops at maxZipEntries records.
  const directory = await file.read(directoryOffset, directorySize);
  const entries = new Map<string, ZipEntry>();
  let pos = 0;
  while (pos + CENTRAL_SIZE <= directory.length && directory.readUInt32LE(pos) === CENTRAL_SIGNATURE) {
    if (entries.size >= limits.maxZipEntries) throw uploadErrors.tooManyParts(limits.maxZipEntries);
    const flags = directory.readUInt16LE(pos + 8);
    const nameLength = directory.readUInt16LE(pos + 28);
    const next =
      pos + CENTRAL_SIZE + nameLength + directory.readUInt16LE(pos + 30) + directory.readUInt16LE(pos + 32);
    if (next > directory.length) throw uploadErrors.damaged();
    const nameBytes = directory.subarray(pos + CENTRAL_SIZE, pos + CENTRAL_SIZE + nameLength);
    const entry: ZipEntry = {
      // Bit 11: the name is UTF-8; otherwise CP437, which agrees with latin1 on the ASCII names we look up.
      name: nameBytes.toString(flags & 0x0800 ? 'utf8' : 'latin1'),
      method: directory.readUInt16LE(pos + 10),
      crc: directory.readUInt32LE(pos + 16),
      compressedSize: directory.readUInt32LE(pos + 20),
      uncompressedSize: directory.readUInt32LE(pos + 24),
      localHeaderOffset: directory.readUInt32LE(pos + 42),
    };
    if (flags & 0x0001) throw uploadErrors.passwordProtected();
    // Two entries with one name could show one parser a different file than another.
    if (entries.has(entry.name)) throw uploadErrors.damaged();
    entries.set(entry.name, entry);
    pos = next;
  }
  if (entries.size !== entryCount) throw uploadErrors.damaged();
  judgeSizes(entries.values(), limits);
  return { entries, dataEnd: directoryOffset };
}

/**
 * The entry's unpacked bytes, in chunks. Throws 'too large when unpacked' as soon as the output
 * passes the declared size, the per-entry limit or what is left of the archive's budget, so a
 * lying header costs at most one chunk past the limit; a wrong CRC or length means a damaged file.
 */
export async function* readEntry(
  file: ByteSource,
  zip: ZipArchive,
  entry: ZipEntry,
  budget: UnpackBudget,
  limits: Pick<ZipLimits, 'maxEntryUnpackedBytes'>,
): AsyncGenerator<Buffer> {
  if (entry.method !== 0 && entry.method !== 8) throw uploadErrors.damaged();
  const header = await file.read(entry.localHeaderOffset, LOCAL_SIZE);
  if (header.length < LOCAL_SIZE || header.readUInt32LE(0) !== LOCAL_SIGNATURE) throw uploadErrors.damaged();
  const start = entry.localHeaderOffset + LOCAL_SIZE + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (start + entry.compressedSize > zip.dataEnd) throw uploadErrors.damaged();
  if (entry.method === 0 && entry.compressedSize !== entry.uncompressedSize) throw uploadErrors.damaged();

  const allowed = Math.min(entry.uncompressedSize, limits.maxEntryUnpackedBytes, budget.remaining);
  const raw = file.stream(start, entry.compressedSize);
  let output: Readable = raw;
  if (entry.method === 8) {
    const inflate = createInflateRaw();
    // pipeline destroys both streams on an error or when we stop iterating early.
    output = pipeline(raw, inflate, () => undefined);
  }
  let produced = 0;
  let crc = 0;
  try {
    for await (const chunk of output) {
      if (!Buffer.isBuffer(chunk)) throw uploadErrors.damaged();
      produced += chunk.length;
      // Past the declared size is a lie, past the limits a bomb: either way the same refusal.
      if (produced > allowed) throw uploadErrors.unpackedTooLarge();
      budget.remaining -= chunk.length;
      crc = crc32(chunk, crc);
      yield chunk;
    }
  } catch (error) {
    // zlib's own errors (bad deflate data, truncated stream) mean the file is damaged.
    throw !(error instanceof AppError) &&
      error instanceof Error &&
      'code' in error &&
      typeof error.code === 'string' &&
      error.code.startsWith('Z_')
      ? uploadErrors.damaged()
      : error;
  } finally {
    output.destroy();
  }
  if (produced !== entry.uncompressedSize || crc >>> 0 !== entry.crc) throw uploadErrors.damaged();
}
