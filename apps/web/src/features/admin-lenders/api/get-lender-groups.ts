import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ADMIN_API, lenderGroupsResponse, type lenderGroup } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/toast';

export type LenderGroup = z.infer<typeof lenderGroup>;

// spec 7 GET /api/lender-group/get-all -> {success, lenderGroups}.
export async function getLenderGroups(signal?: AbortSignal): Promise<LenderGroup[]> {
  const answer = await apiRequest(ADMIN_API.lenderGroups, { schema: lenderGroupsResponse, signal });
  return answer.lenderGroups;
}

export const lenderGroupKeys = {
  all: ['admin', 'lender-groups'] as const,
};

export function lenderGroupsQueryOptions() {
  return queryOptions({
    queryKey: lenderGroupKeys.all,
    queryFn: ({ signal }) => getLenderGroups(signal),
    meta: { errorToast: false },
  });
}

/** spec 8: 'Failed to load lender groups' when the list cannot be read. */
export function useLenderGroups() {
  const { t } = useTranslation('admin');
  const query = useQuery(lenderGroupsQueryOptions());
  const failed = query.isError;
  useEffect(() => {
    if (failed) notify('error', t('toasts.groupsLoadFailed'));
  }, [failed, t]);
  return query;
}
