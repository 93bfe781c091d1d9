import { crc32 } from 'node:zlib';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { ReadRowsLimits } from './limits.ts';
import type { ByteSource } from './source.ts';
import { AppError } from '../../../lib/app-error.ts';
import { uploadErrors } from './upload-errors.ts';

// The zip container of an xlsx upload, read with yauzl (ADR 018). The zip-bomb defences of
// issue 7 stay ours: the central directory is judged before anything is inflated, and then every
// inflated byte is counted and the CRC checked (yauzl checks neither budget nor CRC), because the
// sizes an archive declares are the attacker's to set.

export interface ZipEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  crc: number;
  entry: yauzl.Entry;
}

export interface ZipArchive {
  entries: Map<string, ZipEntry>;
  zipfile: yauzl.ZipFile;
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

/** yauzl reads the upload through our ByteSource, from the temporary file or a buffer alike. */
class SourceReader extends yauzl.RandomAccessReader {
  readonly #file: ByteSource;

  constructor(file: ByteSource) {
    super();
    this.#file = file;
  }

  override _readStreamForRange(start: number, end: number): Readable {
    return this.#file.stream(start, end - start);
  }
}

/** yauzl's errors are plain Errors; the admin sees one of ours instead (spec 8). */
function ourError(error: unknown): Error {
  if (error instanceof AppError) return error;
  if (!(error instanceof Error)) return uploadErrors.damaged();
  if (/^end of central directory record signature not found/i.test(error.message))
    return uploadErrors.invalidType();
  if (error.message.startsWith('too many bytes in the stream')) return uploadErrors.unpackedTooLarge();
  return uploadErrors.damaged();
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

function openArchive(file: ByteSource): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromRandomAccessReader(
      new SourceReader(file),
      file.size,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true },
      (error, zipfile) => {
        if (error) reject(ourError(error));
        else resolve(zipfile);
      },
    );
  });
}

/** The directory's entries, one at a time (lazyEntries); their count was judged already. */
function readDirectory(zipfile: yauzl.ZipFile): Promise<Map<string, ZipEntry>> {
  const entries = new Map<string, ZipEntry>();
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      zipfile.removeAllListeners();
      reject(ourError(error));
    };
    zipfile.on('error', fail);
    zipfile.on('end', () => {
      resolve(entries);
    });
    zipfile.on('entry', (entry: yauzl.Entry) => {
      if (entry.isEncrypted()) {
        fail(uploadErrors.passwordProtected());
        return;
      }
      // Two entries with one name could show one parser a different file than another.
      if (entries.has(entry.fileName)) {
        fail(uploadErrors.damaged());
        return;
      }
      entries.set(entry.fileName, {
        name: entry.fileName,
        compressedSize: entry.compressedSize,
        uncompressedSize: entry.uncompressedSize,
        crc: entry.crc32,
        entry,
      });
      zipfile.readEntry();
    });
    zipfile.readEntry();
  });
}

/** Reads and judges the central directory; throws before a single byte is inflated. */
export async function openZip(file: ByteSource, limits: ZipLimits): Promise<ZipArchive> {
  const zipfile = await openArchive(file);
  try {
    if (zipfile.entryCount > limits.maxZipEntries) throw uploadErrors.tooManyParts(limits.maxZipEntries);
    const entries = await readDirectory(zipfile);
    judgeSizes(entries.values(), limits);
    return { entries, zipfile };
  } catch (error) {
    zipfile.close();
    throw error;
  }
}

function openStream(zip: ZipArchive, entry: ZipEntry): Promise<Readable> {
  return new Promise((resolve, reject) => {
    zip.zipfile.openReadStream(entry.entry, (error, stream) => {
      if (error) reject(ourError(error));
      else resolve(stream);
    });
  });
}

/**
 * The entry's unpacked bytes, in chunks. Throws 'too large when unpacked' as soon as the output
 * passes the declared size, the per-entry limit or what is left of the archive's budget, so a
 * lying header costs at most one chunk past the limit; a wrong CRC or length means a damaged file.
 */
export async function* readEntry(
  _file: ByteSource,
  zip: ZipArchive,
  entry: ZipEntry,
  budget: UnpackBudget,
  limits: Pick<ZipLimits, 'maxEntryUnpackedBytes'>,
): AsyncGenerator<Buffer> {
  const allowed = Math.min(entry.uncompressedSize, limits.maxEntryUnpackedBytes, budget.remaining);
  const output = await openStream(zip, entry);
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
    throw ourError(error);
  } finally {
    output.destroy();
  }
  if (produced !== entry.uncompressedSize || crc >>> 0 !== entry.crc) throw uploadErrors.damaged();
}
