import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPath, USER_API, userResponse, type UserRecord } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';

// spec 7 GET /api/user/{userId}: the profile of spec 3 (client record, PAN masked).
export async function getUser(userId: number, signal?: AbortSignal): Promise<UserRecord> {
  const response = await apiRequest(apiPath(USER_API.user, { userId }), { schema: userResponse, signal });
  return response.data;
}

export const userKeys = {
  all: ['user'] as const,
  detail: (userId: number) => [...userKeys.all, userId] as const,
};

export function userQueryOptions(userId: number) {
  return queryOptions({
    queryKey: userKeys.detail(userId),
    queryFn: ({ signal }) => getUser(userId, signal),
    // spec 8: a failed start-up fetch is logged and nothing is shown.
    meta: { errorToast: false },
  });
}

export function useUser(userId: number | null) {
  return useQuery({ ...userQueryOptions(userId ?? 0), enabled: userId !== null });
}
