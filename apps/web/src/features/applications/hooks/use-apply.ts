import { useRef } from 'react';
import { useCreateApplication, type ApplyInput } from '../api/create-application';
import { useApplyNetworkOffer } from '../api/apply-network-offer';
import { newIdempotencyKey } from '../utils/idempotency-key';

/** An offer of one of the marketplace's own lenders. */
export type LenderApplyRequest = Omit<ApplyInput, 'idempotency_key'>;

/** Issue 17 (ADR 034): a network lender's offer (ondc_network_offers id) and the KFS acknowledged. */
export interface NetworkApplyRequest {
  networkOfferId: number;
  kfs_version: string;
}

export type ApplyRequest = LenderApplyRequest | NetworkApplyRequest;

/**
 * One apply attempt (issue 4: submission is idempotent). The key is made on the first submit and
 * reused by every retry and double click of this attempt, so the server answers them all with one
 * application. A new attempt (the dialog opened again) starts with a new key.
 */
/** `onApplied`: called once the server answers with the application (new or the repeat's). */
export function useApply(onApplied?: () => void) {
  const lender = useCreateApplication();
  const network = useApplyNetworkOffer();
  const key = useRef<string | null>(null);
  const inFlight = useRef(false);

  const submit = (request: ApplyRequest) => {
    if (inFlight.current) return; // a second click before React re-renders the disabled button
    inFlight.current = true;
    key.current ??= newIdempotencyKey();
    const settle = {
      onSuccess: () => {
        onApplied?.();
      },
      onSettled: () => {
        inFlight.current = false;
      },
    };
    if ('networkOfferId' in request) {
      const { networkOfferId, kfs_version } = request;
      network.mutate({ offerId: networkOfferId, kfs_version, idempotency_key: key.current }, settle);
    } else {
      lender.mutate({ ...request, idempotency_key: key.current }, settle);
    }
  };

  // An attempt is one kind of offer: only one of the two is ever used.
  return {
    submit,
    isPending: lender.isPending || network.isPending,
    error: lender.error ?? network.error,
    result: lender.data ?? network.data,
  };
}
