import { uploadErrors } from './upload-errors.ts';

// Spec 5 and 9: only .xlsx, .xls and .csv. The type is decided by the first bytes (as for images in
// files/file-type.ts), and the name's extension must agree, so a renamed program or picture is
// refused before any parser sees it.

export type UploadType = 'csv' | 'xlsx' | 'xls';

/** How many leading bytes detectUploadType looks at; pass at least this many when the file has them. */
export const DETECT_HEAD_BYTES = 4096;

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Formats that a text check alone might let through (MZ and %PDF can start with printable bytes). */
const BINARY_SIGNATURES = [
  [0x4d, 0x5a], // MZ: Windows executable
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x50, 0x4b], // any other zip record
  [0x1f, 0x8b], // gzip
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
  [0xff, 0xfe], // UTF-16 LE BOM: Excel's "Unicode text", not a CSV we can read
  [0xfe, 0xff], // UTF-16 BE BOM
];

const startsWith = (head: Buffer, bytes: number[]) => bytes.every((b, i) => head[i] === b);

function extensionOf(fileName: string): UploadType | null {
  const match = /\.([a-z]+)$/i.exec(fileName.trim());
  const ext = match?.[1]?.toLowerCase();
  return ext === 'csv' || ext === 'xlsx' || ext === 'xls' ? ext : null;
}

/** UTF-8 (a BOM is fine) with no NUL or other control bytes apart from tab, CR, LF and form feed. */
function looksLikeText(head: Buffer): boolean {
  if (BINARY_SIGNATURES.some((sig) => startsWith(head, sig))) return false;
  for (const byte of head) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
    if (byte === 0x7f) return false;
  }
  try {
    // stream: true keeps a multi-byte character cut off at the end of the head from failing.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

function detectFromBytes(head: Buffer): UploadType | null {
  if (startsWith(head, ZIP)) return 'xlsx';
  if (startsWith(head, OLE2)) return 'xls';
  return looksLikeText(head) ? 'csv' : null;
}

/**
 * The upload's type from its first bytes (DETECT_HEAD_BYTES of them, or the whole file if shorter),
 * checked against the file name. Throws 'The file is empty' or 'Invalid file type'. A zip is only
 * provisionally an xlsx here: readRowBatches refuses one without a workbook inside.
 */
export function detectUploadType(head: Buffer, fileName: string): UploadType {
  if (head.length === 0) throw uploadErrors.empty();
  const claimed = extensionOf(fileName);
  const detected = detectFromBytes(head);
  if (claimed === null || detected === null || claimed !== detected) throw uploadErrors.invalidType();
  return detected;
}
