import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPath, profileUpdateBody, USER_API, userResponse } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { userKeys } from './get-user';

export type ProfileUpdate = z.input<typeof profileUpdateBody>;

/** POST /api/user/{id}/profile {form, ...}: one profile form, checked by the contracts schema. */
export async function saveProfile(userId: number, body: ProfileUpdate) {
  const response = await apiRequest(apiPath(USER_API.profile, { userId }), {
    method: 'POST',
    body: profileUpdateBody.parse(body),
    schema: userResponse,
  });
  return response.data;
}

export const saveProfileMutationOptions = (userId: number) =>
  mutationOptions({
    mutationKey: ['profile', 'save', userId],
    mutationFn: (body: ProfileUpdate) => saveProfile(userId, body),
  });

/** Saves a form; the answer (the saved record) replaces the cached user. */
export function useSaveProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveProfileMutationOptions(userId),
    onSuccess: (record) => {
      queryClient.setQueryData(userKeys.detail(userId), record);
    },
  });
}
