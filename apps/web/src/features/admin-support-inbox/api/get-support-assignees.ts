import { queryOptions, useQuery } from '@tanstack/react-query';
import { SUPPORT_INBOX_API, supportAssigneesResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { supportKeys } from './get-support-threads';

// GET /api/admin/support/assignees: admins who may hold a thread.
export async function getSupportAssignees(signal?: AbortSignal) {
  return (await apiRequest(SUPPORT_INBOX_API.assignees, { schema: supportAssigneesResponse, signal })).data;
}

export function useSupportAssignees() {
  return useQuery(
    queryOptions({
      queryKey: supportKeys.assignees(),
      queryFn: ({ signal }) => getSupportAssignees(signal),
      staleTime: 5 * 60_000,
    }),
  );
}
