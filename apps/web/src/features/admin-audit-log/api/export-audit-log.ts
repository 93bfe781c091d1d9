import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AUDIT_API, auditSearchBody, type AuditSearchBody } from '@cl/contracts';
import { apiDownload, saveFile } from '@/lib/api-download';
import { auditKeys } from './search-audit-log';
import { refreshAfterWrite } from '@/lib/query-refresh';

// POST /api/admin/audit-log/export: the same search as CSV, times in IST; the export is audited.
export async function exportAuditLog(body: AuditSearchBody) {
  const file = await apiDownload(AUDIT_API.export, 'text/csv', undefined, auditSearchBody.parse(body));
  saveFile('audit-log.csv', file);
}

export function useExportAuditLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...auditKeys.all, 'export'],
    mutationFn: exportAuditLog,
    // The export itself is a new entry of the log.
    onSuccess: () => refreshAfterWrite(queryClient, auditKeys.all),
  });
}
