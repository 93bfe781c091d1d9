import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successMessage } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { ERASURE_URLS, erasureKeys } from '../api/get-erasures';
import { refreshAfterWrite } from '@/lib/query-refresh';

// POST /api/admin/customers/:userId/erase {reason}: DPDP erasure; lending records stay anonymised.
export async function eraseCustomer({ userId, reason }: { userId: number; reason: string }) {
  return apiRequest(ERASURE_URLS.erase(userId), { method: 'POST', body: { reason }, schema: successMessage });
}

export function useEraseCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: eraseCustomer,
    // The CSR search has no cache time (staleTime 0), so the erased customer is gone on the next search.
    onSuccess: () => refreshAfterWrite(queryClient, erasureKeys.all),
  });
}
