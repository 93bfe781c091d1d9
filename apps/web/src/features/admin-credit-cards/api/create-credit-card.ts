import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ADMIN_API, createCreditCardBody, creditCard, successMessage } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { creditCardKeys } from './get-credit-cards';
import { refreshAfterWrite } from '@/lib/query-refresh';

export type CreateCreditCardBody = z.input<typeof createCreditCardBody>;
const response = successMessage.extend({ data: creditCard });

// spec 7 POST /api/create-credit-card {category_name} -> message.
export async function createCreditCard(body: CreateCreditCardBody) {
  return apiRequest(ADMIN_API.createCreditCard, {
    method: 'POST',
    body: createCreditCardBody.parse(body),
    schema: response,
  });
}

/** spec 8: the server's message on success; a failed creation is only logged. */
export function useCreateCreditCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCreditCard,
    meta: { errorToast: false },
    onSuccess: async (answer) => {
      notify('success', answer.message);
      await refreshAfterWrite(queryClient, creditCardKeys.all);
    },
    onError: (error) => {
      console.error('Credit card creation failed', error);
    },
  });
}
