import { UploadPage } from '@/app/routes/admin/operations/uploads/upload-page';

/** /admin/mis-upload (role 1): lenders' MIS of disbursals. */
export function MisUploadRoute() {
  return <UploadPage page="mis-upload" kind="mis" />;
}
