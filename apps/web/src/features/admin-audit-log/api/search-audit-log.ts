import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AUDIT_API, auditSearchBody, auditSearchResponse, type AuditSearchBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// POST /api/admin/audit-log: a search (POST so a mobile searched for stays out of URLs and logs).
export async function searchAuditLog(body: AuditSearchBody, signal?: AbortSignal) {
  const response = await apiRequest(AUDIT_API.search, {
    method: 'POST',
    body: auditSearchBody.parse(body),
    schema: auditSearchResponse,
    signal,
  });
  return response.data;
}

export const auditKeys = {
  all: ['admin', 'audit-log'] as const,
  search: (body: AuditSearchBody) => [...auditKeys.all, 'search', body] as const,
  admins: () => [...auditKeys.all, 'admins'] as const,
};

export function useAuditSearch(body: AuditSearchBody) {
  return useQuery(
    queryOptions({
      queryKey: auditKeys.search(body),
      queryFn: ({ signal }) => searchAuditLog(body, signal),
      placeholderData: keepPreviousData,
    }),
  );
}
