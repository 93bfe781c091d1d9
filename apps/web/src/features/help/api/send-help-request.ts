import { useMutation } from '@tanstack/react-query';
import { API, helpRequestBody, helpRequestResponse, type HelpRequestBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// spec 2 Help dialog, spec 7: the help request. Its result is not shown: spec 8 shows the success
// toast even if the send fails, so failures are not toasted as errors either.
export async function sendHelpRequest(values: HelpRequestBody) {
  return apiRequest(API.helpRequest, {
    method: 'POST',
    body: helpRequestBody.parse(values),
    schema: helpRequestResponse,
  });
}

export function useSendHelpRequest() {
  return useMutation({ mutationFn: sendHelpRequest, meta: { errorToast: false } });
}
