import { useMutation } from '@tanstack/react-query';
import { OFFERS_API, apiPath, applicationResponse, lenderFormAnswers } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { lenderFormKeys } from './get-network-offer-form';

interface SendApplicationForm {
  publicId: string;
  answers: Record<string, string>;
}

// POST /api/applications/:publicId/lender-form: the answers to the lender's next form; the answer
// is the application as it stands (its next form due, or the lender's answer awaited).
export async function sendApplicationLenderForm({ publicId, answers }: SendApplicationForm) {
  const response = await apiRequest(apiPath(OFFERS_API.applicationLenderForm, { publicId }), {
    method: 'POST',
    body: lenderFormAnswers.parse({ answers }),
    schema: applicationResponse,
  });
  return response.data;
}

export function useSendApplicationLenderForm() {
  return useMutation({
    mutationKey: [...lenderFormKeys.all, 'send-application-form'],
    mutationFn: sendApplicationLenderForm,
    meta: { errorToast: false },
  });
}
