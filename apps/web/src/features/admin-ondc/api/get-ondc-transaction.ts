import { useQuery } from '@tanstack/react-query';
import { apiPath, ONDC_ADMIN_API, ondcTransactionResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { ondcKeys } from './get-ondc-participants';

// Issue 17 GET /api/admin/ondc/transactions/:transactionId: every message, in order.
export async function getOndcTransaction(transactionId: string, signal?: AbortSignal) {
  const path = apiPath(ONDC_ADMIN_API.transaction, { transactionId });
  return (await apiRequest(path, { schema: ondcTransactionResponse, signal })).data;
}

export function useOndcTransaction(transactionId: string) {
  return useQuery({
    queryKey: ondcKeys.transaction(transactionId),
    queryFn: ({ signal }) => getOndcTransaction(transactionId, signal),
    meta: { errorToast: false },
  });
}
