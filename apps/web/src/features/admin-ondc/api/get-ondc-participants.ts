import { queryOptions, useQuery } from '@tanstack/react-query';
import { ONDC_ADMIN_API, ondcParticipantsResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// Issue 17 GET /api/admin/ondc/participants: every network participant this buyer app knows.
export async function getOndcParticipants(signal?: AbortSignal) {
  return (await apiRequest(ONDC_ADMIN_API.participants, { schema: ondcParticipantsResponse, signal })).data;
}

export const ondcKeys = {
  all: ['admin', 'ondc'] as const,
  participants: () => [...ondcKeys.all, 'participants'] as const,
  transactions: (page: number) => [...ondcKeys.all, 'transactions', page] as const,
  transaction: (transactionId: string) => [...ondcKeys.all, 'transaction', transactionId] as const,
  failures: (page: number) => [...ondcKeys.all, 'failures', page] as const,
  quoteDisagreements: (page: number) => [...ondcKeys.all, 'quote-disagreements', page] as const,
};

export function useOndcParticipants() {
  return useQuery(
    queryOptions({
      queryKey: ondcKeys.participants(),
      queryFn: ({ signal }) => getOndcParticipants(signal),
      meta: { errorToast: false },
    }),
  );
}
