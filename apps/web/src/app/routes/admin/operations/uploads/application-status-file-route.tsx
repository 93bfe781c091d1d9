import { UploadPage } from '@/app/routes/admin/operations/uploads/upload-page';

/** /admin/application-status-file (roles 1 and 2): lenders' status updates, spec 5. */
export function ApplicationStatusFileRoute() {
  return <UploadPage page="application-status-file" kind="status" />;
}
