import { useMutation } from '@tanstack/react-query';
import { KFS_PDF_CONTENT_TYPE, OFFERS_API, apiPath, kfsPdfFileName, type KfsDocument } from '@cl/contracts';
import { apiDownload, saveFile } from '@/lib/api-download';

// GET /api/kfs/:slug/pdf?amount&months: the KFS the dialog shows, as a PDF the customer keeps
// (RBI DLD 2025), made by the server in the page's language. A refusal is said in the KFS itself
// (kfs-view.tsx): a toast would sit under the modal dialog the KFS is shown in.
export async function downloadKfsPdf(slug: string, kfs: KfsDocument): Promise<void> {
  const query = new URLSearchParams({ amount: String(kfs.loanAmount), months: String(kfs.months) });
  const pdf = await apiDownload(
    `${apiPath(OFFERS_API.kfsPdf, { slug })}?${query.toString()}`,
    KFS_PDF_CONTENT_TYPE,
  );
  saveFile(kfsPdfFileName(kfs.lenderName, new Date().toISOString()), pdf);
}

export function useDownloadKfsPdf(slug: string, kfs: KfsDocument) {
  return useMutation({ mutationFn: () => downloadKfsPdf(slug, kfs), meta: { errorToast: false } });
}
