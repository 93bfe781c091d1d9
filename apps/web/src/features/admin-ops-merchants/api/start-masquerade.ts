import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

// spec 4 masquerade: POST /api/admin/masquerade {partnerId} -> a partner session bound to this admin
// (cookie set by the server) and where to go. Named here until MASQUERADE_API moves to @cl/contracts.
const MASQUERADE_START_URL = '/api/admin/masquerade';
const response = z.object({ success: z.literal(true), redirect: z.string() });

export async function startMasquerade(partnerId: number) {
  return apiRequest(MASQUERADE_START_URL, { method: 'POST', body: { partnerId }, schema: response });
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
