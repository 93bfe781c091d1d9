import { queryOptions, useQuery } from '@tanstack/react-query';
import { AUDIT_API, auditAdminsResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { auditKeys } from './search-audit-log';

// GET /api/admin/audit-log/admins: every admin, to search by.
export async function getAuditAdmins(signal?: AbortSignal) {
  return (await apiRequest(AUDIT_API.admins, { schema: auditAdminsResponse, signal })).data;
}

export function useAuditAdmins() {
  return useQuery(
    queryOptions({
      queryKey: auditKeys.admins(),
      queryFn: ({ signal }) => getAuditAdmins(signal),
      staleTime: 5 * 60_000,
    }),
  );
}
