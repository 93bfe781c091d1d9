import { queryOptions, useQuery } from '@tanstack/react-query';
import { OUTREACH_API, merchantsResponse, type MerchantRow } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

export async function getMerchants(signal?: AbortSignal): Promise<MerchantRow[]> {
  return (await apiRequest(OUTREACH_API.merchants, { schema: merchantsResponse, signal })).data;
}

export const merchantKeys = {
  all: ['admin', 'merchants'] as const,
  list: () => [...merchantKeys.all, 'list'] as const,
};

export function useMerchants() {
  return useQuery(
    queryOptions({
      queryKey: merchantKeys.list(),
      queryFn: ({ signal }) => getMerchants(signal),
      meta: { errorToast: false },
    }),
  );
}
