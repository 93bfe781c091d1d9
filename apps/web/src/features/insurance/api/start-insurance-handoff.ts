import { useMutation } from '@tanstack/react-query';
import { INSURANCE_API, insuranceHandoffBody, insuranceHandoffResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// POST /api/insurance/handoff: records the customer's consent (DPDP ledger) and answers where to go.
export async function startInsuranceHandoff() {
  const response = await apiRequest(INSURANCE_API.handoff, {
    method: 'POST',
    body: insuranceHandoffBody.parse({ consent: true }),
    schema: insuranceHandoffResponse,
  });
  return response.data;
}

export function useStartInsuranceHandoff() {
  return useMutation({ mutationKey: ['insurance', 'handoff'], mutationFn: startInsuranceHandoff });
}
