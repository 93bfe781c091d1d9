import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { i18n } from '@/lib/i18n';
import { notify } from '@/lib/toast';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: Error;
    /** errorToast false: the caller handles failure itself (spec 8 help request: success either way). */
    queryMeta: { errorToast?: boolean };
    mutationMeta: { errorToast?: boolean };
  }
}

/** spec 8: the server's message when there is one, else the error's own, else a generic text. */
export function errorText(error: unknown): string {
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  return i18n.t('errors.unexpected');
}

export function showErrorToast(error: unknown): void {
  notify('error', errorText(error));
}

function shouldRetry(failureCount: number, error: Error): boolean {
  // A 4xx will not change on retry; a flaky 4G connection or a 5xx might.
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorToast !== false) showErrorToast(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast !== false) showErrorToast(error);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

let shared: QueryClient | null = null;

/**
 * The one client of the running app (lib/query-gate.tsx provides it). Mounted once for the life
 * of the page: it then resumes paused mutations when the phone comes back online.
 */
export function appQueryClient(): QueryClient {
  if (!shared) {
    shared = createQueryClient();
    shared.mount();
  }
  return shared;
}
