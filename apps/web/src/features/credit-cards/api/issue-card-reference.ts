import { useMutation } from '@tanstack/react-query';
import { CARD_API, apiPath, cardApplyReferenceResponse, type CardApplyReference } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// POST /api/credit-cards/:categoryId/apply-reference (docs/decisions/013): the server records the
// click and answers the issuer's link carrying a fresh reference, never the customer's id.
export async function issueCardReference(categoryId: number): Promise<CardApplyReference> {
  const response = await apiRequest(apiPath(CARD_API.applyReference, { categoryId }), {
    method: 'POST',
    schema: cardApplyReferenceResponse,
  });
  return response.data;
}

export function useIssueCardReference(categoryId: number) {
  return useMutation({
    mutationKey: ['credit-cards', 'apply-reference', categoryId],
    mutationFn: () => issueCardReference(categoryId),
  });
}
