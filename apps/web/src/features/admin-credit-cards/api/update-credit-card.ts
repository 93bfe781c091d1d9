import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ADMIN_API, creditCard, updateCreditCardBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { creditCardKeys } from './get-credit-cards';

export type CreditCardUpdate = z.input<typeof updateCreditCardBody>;
const response = z.object({ success: z.literal(true), message: z.string(), data: creditCard });

// spec 7 POST /api/update-credit-card-data {category_id, property, value}; marketing_bullets is a list.
export async function updateCreditCard(update: CreditCardUpdate) {
  const answer = await apiRequest(ADMIN_API.updateCreditCard, {
    method: 'POST',
    body: updateCreditCardBody.parse(update),
    schema: response,
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: creditCardKeys.all }),
  });
}
