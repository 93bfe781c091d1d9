import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_API, revenueTypesResponse, type RevenueType } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { revenueKeys } from './get-lender-revenue';

// spec 7 GET /api/lender-revenue/get-types -> {success, data[id, name]}.
export async function getRevenueTypes(signal?: AbortSignal): Promise<RevenueType[]> {
  const answer = await apiRequest(ADMIN_API.revenueTypes, { schema: revenueTypesResponse, signal });
  return answer.data;
}

export function revenueTypesQueryOptions() {
  return queryOptions({
    queryKey: revenueKeys.types(),
    queryFn: ({ signal }) => getRevenueTypes(signal),
    staleTime: 30 * 60_000,
    meta: { errorToast: false },
  });
}

/** spec 8: 'Failed to load revenue types'. */
export function useRevenueTypes() {
  const { t } = useTranslation('admin');
  const query = useQuery(revenueTypesQueryOptions());
  const failed = query.isError;
  useEffect(() => {
    if (failed) notify('error', t('toasts.typesLoadFailed'));
  }, [failed, t]);
  return query;
}
