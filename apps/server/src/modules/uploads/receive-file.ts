import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';

/** A received upload: the private temp file, its cleaned name and hash, and the folder to remove. */
export interface ReceivedFile {
  filePath: string;
  fileName: string;
  sha256: string;
  dir: string;
}

/** Streams the multipart file (field image_name, spec 7) to a private temp file and hashes it. */
export async function receiveFile(request: FastifyRequest): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw badRequest('No file selected');
  const dir = path.join(tmpdir(), `cl-upload-${randomUUID()}`);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    if (part.fieldname !== 'image_name') {
      part.file.resume();
      throw badRequest('The file must be sent as image_name');
    }
    const filePath = path.join(dir, 'upload');
    const hash = createHash('sha256');
    const tap = new Transform({
      transform(chunk: Buffer, _enc, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(part.file, tap, createWriteStream(filePath, { mode: 0o600 }));
    if (part.file.truncated) throw new AppError(413, 'TOO_LARGE', 'The file is larger than 50 MB');
    // Control characters (U+0000 among them, which PostgreSQL text refuses) are dropped from the name.
    const raw = path.basename(part.filename || 'upload');
    let cleaned = '';
    for (let k = 0; k < raw.length; k++)
      if (raw.charCodeAt(k) >= 32 && raw.charCodeAt(k) !== 127) cleaned += raw.charAt(k);
    const fileName = cleaned || 'upload';
    return { filePath, fileName, sha256: hash.digest('hex'), dir };
  }
  throw badRequest('No file selected');
}
