import path from 'node:path';
import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_API, errorResponse, uploadFileResponse } from '@cl/contracts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import { MIME_BY_EXT, STORED_NAME } from './file-type.ts';
import { storeUploadedImage } from './files.service.ts';
import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { FileStorage } from './storage.ts';

export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

// spec 7 s3-upload-file: multipart with the file under image_name and a text field path.
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  const env = app.env;
  const storage: FileStorage =
    env.STORAGE_DRIVER === 's3' && env.S3_BUCKET
      ? createS3Storage({
          bucket: env.S3_BUCKET,
          region: env.S3_REGION,
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          prefix: 'uploads/',
        })
      : createLocalStorage(path.join(env.DATA_DIR_ABS, 'files'));

  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 },
  });

  app.post(
    ADMIN_API.uploadFile,
    {
      config: { adminPage: 'image-upload' },
      schema: {
        tags: ['admin: files'],
        summary: 'Upload an image (PNG, JPEG, GIF, WebP; 2 MB at most)',
        consumes: ['multipart/form-data'],
        response: {
          200: uploadFileResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          413: errorResponse,
        },
      },
    },
    async (request) => {
      if (!request.isMultipart()) throw badRequest('No file selected');
      let upload: { body: Buffer; label: string } | null = null;
      let label = '';
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'image_name') throw badRequest('The file must be sent as image_name');
          const body = await part.toBuffer().catch((error: unknown) => {
            if (error instanceof app.multipartErrors.RequestFileTooLargeError) return null;
            throw error;
          });
          if (!body || part.file.truncated)
            throw new AppError(413, 'TOO_LARGE', 'The image is larger than 2 MB');
          upload = { body, label };
        } else if (part.fieldname === 'path' && typeof part.value === 'string') {
          label = part.value.slice(0, 200);
        }
      }
      if (!upload || upload.body.length === 0) throw badRequest('No file selected');
      const key = await storeUploadedImage(app.db, storage, request, {
        body: upload.body,
        label: label || upload.label,
      });
      return { success: true as const, file: ADMIN_API.file.replace(':name', key) };
    },
  );

  app.get(
    ADMIN_API.file,
    {
      schema: {
        tags: ['files'],
        summary: 'An uploaded image',
        params: z.object({ name: z.string().regex(STORED_NAME, 'No such file') }),
        response: { 200: z.any(), 400: errorResponse, 404: errorResponse },
      },
    },
    async (request, reply) => {
      const body = await storage.get(request.params.name);
      if (!body) throw notFound('No such file');
      const ext = request.params.name.split('.').pop() ?? '';
      return reply
        .header('content-type', MIME_BY_EXT[ext] ?? 'application/octet-stream')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .send(body);
    },
  );
};
