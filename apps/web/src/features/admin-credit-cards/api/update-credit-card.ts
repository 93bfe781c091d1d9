import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_API, creditCardUpdateResponse, updateCreditCardBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { creditCardKeys } from './get-credit-cards';
import { refreshAfterWrite } from '@/lib/query-refresh';

export type CreditCardUpdate = z.input<typeof updateCreditCardBody>;

// spec 7 POST /api/update-credit-card-data {category_id, property, value}; marketing_bullets is a list.
export async function updateCreditCard(update: CreditCardUpdate) {
  const answer = await apiRequest(ADMIN_API.updateCreditCard, {
    method: 'POST',
    body: updateCreditCardBody.parse(update),
    schema: creditCardUpdateResponse,
  });
  return answer.data;
}

/**
 * spec 4: a change is saved, then the list reloads. spec 8: a failed save shows the server's
 * message (the query client's default error toast); the list reloads either way.
 */
export function useUpdateCreditCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCreditCard,
    onSettled: () => refreshAfterWrite(queryClient, creditCardKeys.all),
  });
}
