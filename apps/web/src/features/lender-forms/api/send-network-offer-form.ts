import { useMutation } from '@tanstack/react-query';
import { OFFERS_API, apiPath, lenderFormAnswers, networkFormSubmitted } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { lenderFormKeys } from './get-network-offer-form';

interface SendOfferForm {
  offerId: number;
  answers: Record<string, string>;
}

// POST /api/offers/network/:offerId/form: the customer's answers go to the lender through the
// server, which then asks the lender for its offer (select). 400 names refused fields, 409 means
// the form was already sent.
export async function sendNetworkOfferForm({ offerId, answers }: SendOfferForm) {
  const response = await apiRequest(apiPath(OFFERS_API.networkOfferForm, { offerId }), {
    method: 'POST',
    body: lenderFormAnswers.parse({ answers }),
    schema: networkFormSubmitted,
  });
  return response.data;
}

export function useSendNetworkOfferForm() {
  return useMutation({
    mutationKey: [...lenderFormKeys.all, 'send-offer-form'],
    mutationFn: sendNetworkOfferForm,
    // The form shows the message and each refused field where the customer looks.
    meta: { errorToast: false },
  });
}
