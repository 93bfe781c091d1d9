import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OFFERS_API, apiPath, applicationResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { applicationsKeys } from './get-applications';
import { refreshAfterWrite } from '@/lib/query-refresh';

// POST /api/applications/:publicId/continue: the customer followed a redirect lender's link, so the
// application is with the lender now ('submitted'; issue 13). Repeating it changes nothing.
export async function continueApplication(publicId: string) {
  const response = await apiRequest(apiPath(OFFERS_API.continueApplication, { publicId }), {
    method: 'POST',
    schema: applicationResponse,
  });
  return response.data;
}

/** `onContinued`: the page refreshes what else shows the status (the offer cards). */
export function useContinueApplication(onContinued?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...applicationsKeys.all, 'continue'],
    mutationFn: continueApplication,
    // The lender's site opened in a new tab either way; the status catches up on the next load.
    meta: { errorToast: false },
    onSuccess: async (application) => {
      queryClient.setQueryData(applicationsKeys.one(application.publicId), application);
      onContinued?.();
      await refreshAfterWrite(queryClient, applicationsKeys.list());
    },
  });
}
