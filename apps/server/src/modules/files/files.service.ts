import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { badRequest } from '../../lib/app-error.ts';
import { detectImageType } from './file-type.ts';
import type { FileStorage } from './storage.ts';

/**
 * spec 7 s3-upload-file: an image is stored under a fresh random name (never the uploader's, so
 * nothing they chose reaches a path or a URL) once its first bytes say it is an image we serve;
 * the audit entry keeps the label the admin gave it. Answers the stored name.
 */
export async function storeUploadedImage(
  db: Database,
  storage: FileStorage,
  request: FastifyRequest,
  upload: { body: Buffer; label: string },
): Promise<string> {
  const type = detectImageType(upload.body.subarray(0, 16));
  if (!type) throw badRequest('Invalid file type');
  const key = `${randomUUID()}.${type.ext}`;
  await storage.put(key, upload.body, type.mime);
  await audit(db, request, {
    action: 'file.upload',
    entity: 'file',
    entityId: key,
    after: { label: upload.label, bytes: upload.body.length },
  });
  return key;
}
