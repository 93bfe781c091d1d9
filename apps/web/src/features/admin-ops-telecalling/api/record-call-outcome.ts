import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { OUTREACH_API, successMessage, type callOutcomeBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { callQueueKeys } from '../api/get-call-queue';
import { refreshAfterWrite } from '@/lib/query-refresh';

export interface RecordCallOutcomeInput {
  userId: number;
  body: z.output<typeof callOutcomeBody>;
}

// POST /api/admin/telecalling/:userId/outcome; 'do_not_call' also withdraws the call consent.
export async function recordCallOutcome({ userId, body }: RecordCallOutcomeInput) {
  const url = OUTREACH_API.callOutcome.replace(':userId', encodeURIComponent(userId));
  return apiRequest(url, { method: 'POST', body, schema: successMessage });
}

export function useRecordCallOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCallOutcome,
    onSuccess: () => refreshAfterWrite(queryClient, callQueueKeys.all),
  });
}
