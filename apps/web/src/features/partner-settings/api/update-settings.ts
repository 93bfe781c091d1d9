import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { PARTNER_API, partnerSettingsResponse, settingsBody } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { settingsKeys } from './get-settings';

export type SettingsBody = z.infer<typeof settingsBody>;

// POST /api/partner/settings: the contact person, email and phone (the server keeps an audit trail).
export async function updateSettings(body: SettingsBody) {
  const response = await apiRequest(PARTNER_API.settings, {
    method: 'POST',
    body: settingsBody.parse(body),
    schema: partnerSettingsResponse,
  });
  return response.data;
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['partner', 'settings', 'update'],
    mutationFn: updateSettings,
    onSuccess: (data) => {
      queryClient.setQueryData(settingsKeys.all, data);
    },
  });
}
