import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { OFFERS_API, applyBody, applyResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { applicationsKeys } from './get-applications';
import { refreshAfterWrite } from '@/lib/query-refresh';

export type ApplyInput = z.input<typeof applyBody>;

// POST /api/applications: idempotent on idempotency_key (a retried or double-clicked submit answers
// the first application); 409 for a repeat within the de-dupe window or a changed KFS.
export async function createApplication(body: ApplyInput) {
  return apiRequest(OFFERS_API.applications, {
    method: 'POST',
    body: applyBody.parse(body),
    schema: applyResponse,
  });
}

export const createApplicationMutationOptions = () =>
  mutationOptions({
    mutationKey: [...applicationsKeys.all, 'create'],
    mutationFn: createApplication,
    // The apply dialog shows the server's message (de-dupe, KFS changed) where the customer looks.
    meta: { errorToast: false },
  });

export function useCreateApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createApplicationMutationOptions(),
    onSuccess: async (response) => {
      queryClient.setQueryData(applicationsKeys.one(response.data.publicId), response.data);
      await refreshAfterWrite(queryClient, applicationsKeys.list());
    },
  });
}
