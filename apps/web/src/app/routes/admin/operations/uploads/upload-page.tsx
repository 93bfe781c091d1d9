import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '@/app/routes/admin/components/admin-page';
import type { UploadKind, UploadResult } from '@cl/contracts';
import { UploadColumns } from '@/features/admin-ops-uploads/components/upload-columns';
import { UploadForm } from '@/features/admin-ops-uploads/components/upload-form';

type UploadPageName = 'application-status-file' | 'mis-upload' | 'commission-upload-file';

interface UploadPageProps {
  page: UploadPageName;
  kind: UploadKind;
  onUploaded?: (result: UploadResult) => void;
  children?: ReactNode;
}

/** The frame the three upload pages share: title, form, columns and template. */
export function UploadPage({ page, kind, onUploaded, children }: UploadPageProps) {
  const { t } = useTranslation('admin-ops');
  return (
    <AdminPage title={t(`menu.${page}`)}>
      <UploadForm kind={kind} onUploaded={onUploaded} />
      <UploadColumns kind={kind} />
      {children}
    </AdminPage>
  );
}
