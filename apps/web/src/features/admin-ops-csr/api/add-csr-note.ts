import { useMutation, useQueryClient } from '@tanstack/react-query';
import { successMessage } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { CSR_URLS, csrKeys } from '../api/search-customers';
import { refreshAfterWrite } from '@/lib/query-refresh';

// POST /api/admin/csr/customers/:userId/notes {note}.
export async function addCsrNote({ userId, note }: { userId: number; note: string }) {
  return apiRequest(CSR_URLS.notes(userId), { method: 'POST', body: { note }, schema: successMessage });
}

export function useAddCsrNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCsrNote,
    onSuccess: (_answer, { userId }) => refreshAfterWrite(queryClient, csrKeys.customer(userId)),
  });
}
