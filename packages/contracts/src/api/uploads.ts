import { z } from 'zod';

// spec 7 uploads (UPLOADS_API in admin-paths.ts): what a status, MIS or commission file changed.
export const UPLOAD_KINDS = ['status', 'mis', 'commission'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];
export const uploadTemplateParams = z.object({ kind: z.enum(['status.csv', 'mis.csv', 'commission.csv']) });

export const uploadRowError = z.object({
  row: z.number(),
  applicationId: z.string().nullable(),
  message: z.string(),
});
export const uploadResult = z.object({
  success: z.literal(true),
  rowsRead: z.number(),
  rowsUpdated: z.number(),
  created: z.number(),
  updated: z.number(),
  uuids: z.array(z.string()),
  errors: z.array(uploadRowError),
});
export type UploadResult = z.infer<typeof uploadResult>;
