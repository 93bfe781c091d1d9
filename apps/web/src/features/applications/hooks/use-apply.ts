import { useRef } from 'react';
import { useCreateApplication, type ApplyInput } from '../api/create-application';
import { newIdempotencyKey } from '../utils/idempotency-key';

export type ApplyRequest = Omit<ApplyInput, 'idempotency_key'>;

/**
 * One apply attempt (issue 4: submission is idempotent). The key is made on the first submit and
 * reused by every retry and double click of this attempt, so the server answers them all with one
 * application. A new attempt (the dialog opened again) starts with a new key.
 */
/** `onApplied`: called once the server answers with the application (new or the repeat's). */
export function useApply(onApplied?: () => void) {
  const mutation = useCreateApplication();
  const key = useRef<string | null>(null);
  const inFlight = useRef(false);

  const submit = (request: ApplyRequest) => {
    if (inFlight.current) return; // a second click before React re-renders the disabled button
    inFlight.current = true;
    key.current ??= newIdempotencyKey();
    mutation.mutate(
      { ...request, idempotency_key: key.current },
      {
        onSuccess: () => {
          onApplied?.();
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return {
    submit,
    isPending: mutation.isPending,
    error: mutation.error,
    result: mutation.data,
  };
}
