import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { Readable } from 'node:stream';

// An upload is read either from the temporary file the route wrote or from a buffer it holds.
// Zip needs random access (its directory is at the end), so both expose ranged reads and streams.

export type UploadSource = { path: string } | { buffer: Buffer };

export interface ByteSource {
  readonly size: number;
  /** Up to `length` bytes at `position` (fewer only at the end of the file). */
  read(position: number, length: number): Promise<Buffer>;
  /** A stream of `length` bytes from `position`, in chunks of at most 64 KiB. */
  stream(position: number, length: number): Readable;
  close(): Promise<void>;
}

const CHUNK = 64 * 1024;

function bufferSource(data: Buffer): ByteSource {
  return {
    size: data.length,
    read: (position, length) => Promise.resolve(data.subarray(position, position + length)),
    stream(position, length) {
      const end = Math.min(data.length, position + length);
      // Chunked so a big buffer still yields to the event loop between pieces.
      return Readable.from(
        (function* () {
          for (let at = position; at < end; at += CHUNK) yield data.subarray(at, Math.min(end, at + CHUNK));
        })(),
      );
    },
    close: () => Promise.resolve(),
  };
}

async function fileSource(path: string): Promise<ByteSource> {
  const handle: FileHandle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    return {
      size,
      async read(position, length) {
        const out = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
        const { bytesRead } = await handle.read(out, 0, out.length, position);
        return out.subarray(0, bytesRead);
      },
      stream: (position, length) =>
        length <= 0
          ? Readable.from([])
          : createReadStream(path, { start: position, end: position + length - 1, highWaterMark: CHUNK }),
      close: () => handle.close(),
    };
  } catch (error) {
    await handle.close();
    throw error;
  }
}

export function openSource(source: UploadSource): Promise<ByteSource> {
  return 'buffer' in source ? Promise.resolve(bufferSource(source.buffer)) : fileSource(source.path);
}
