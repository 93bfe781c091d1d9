import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  REVENUE_API,
  apiPath,
  partnerRateBody,
  partnerRateResponse,
  type PartnerRateBody,
} from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { partnerRateKeys } from './get-partner-rates';
import { refreshAfterWrite } from '@/lib/query-refresh';

// POST REVENUE_API.partnerRates: a new rate from a day on; earlier disbursals keep theirs (issue 15).
export async function setPartnerRate({ partnerId, ...body }: PartnerRateBody & { partnerId: number }) {
  return (
    await apiRequest(apiPath(REVENUE_API.partnerRates, { partnerId }), {
      method: 'POST',
      body: partnerRateBody.parse(body),
      schema: partnerRateResponse,
    })
  ).data;
}

export function useSetPartnerRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPartnerRate,
    onSettled: (_data, _error, input) =>
      refreshAfterWrite(queryClient, partnerRateKeys.partner(input.partnerId)),
  });
}
