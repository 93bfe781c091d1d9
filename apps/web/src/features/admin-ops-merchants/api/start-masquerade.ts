import { useMutation } from '@tanstack/react-query';
import { MASQUERADE_API, masqueradeStartResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// spec 4 masquerade: POST /api/admin/masquerade {partnerId} -> a partner session bound to this admin
// (cookie set by the server) and where to go.
export async function startMasquerade(partnerId: number) {
  return apiRequest(MASQUERADE_API.start, {
    method: 'POST',
    body: { partnerId },
    schema: masqueradeStartResponse,
  });
}

/** A full page load: the partner area is another bundle with its own session (spec 6 areas). */
export function useStartMasquerade() {
  return useMutation({
    mutationFn: startMasquerade,
    onSuccess: ({ redirect }) => {
      // Only our own partner area, never an address the answer could smuggle in.
      window.location.assign(redirect.startsWith('/partner') ? redirect : '/partner');
    },
  });
}
