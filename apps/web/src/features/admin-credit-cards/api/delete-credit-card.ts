import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, deleteCreditCardBody, successMessage } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { creditCardKeys } from './get-credit-cards';
import { refreshAfterWrite } from '@/lib/query-refresh';

// spec 7 POST /api/safe-delete-credit-card {category_id} -> message (a soft delete).
export async function deleteCreditCard(categoryId: number) {
  return apiRequest(ADMIN_API.deleteCreditCard, {
    method: 'POST',
    body: deleteCreditCardBody.parse({ category_id: categoryId }),
    schema: successMessage,
  });
}

/** spec 8: the server's message on success, its error message on failure. */
export function useDeleteCreditCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCreditCard,
    onSuccess: async (answer) => {
      notify('success', answer.message);
      await refreshAfterWrite(queryClient, creditCardKeys.all);
    },
  });
}
