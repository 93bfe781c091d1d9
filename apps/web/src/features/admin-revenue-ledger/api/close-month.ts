import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REVENUE_API, apiPath, monthClosedResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { revenueKeys } from './get-revenue-month';
import { refreshAfterWrite } from '@/lib/query-refresh';

// POST REVENUE_API.closeMonth: an ended month's statements close and never change (issue 15).
export async function closeMonth(month: string) {
  return (
    await apiRequest(apiPath(REVENUE_API.closeMonth, { month }), {
      method: 'POST',
      schema: monthClosedResponse,
    })
  ).data;
}

export function useCloseMonth() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeMonth,
    onSettled: () => refreshAfterWrite(queryClient, revenueKeys.all),
  });
}
