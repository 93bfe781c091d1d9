import type { SimulatedNetwork } from './simulated-network.ts';

// The simulator's registry answers `lookup` as an ONDC registry does: the subscriber's URL, type,
// domain and public signing key, so the protocol layer verifies simulated callbacks the way it
// verifies real ones. The keys are made by the transport at start and passed in.

export interface RegistryQuery {
  subscriber_id?: string;
  ukId?: string;
  type?: string;
  domain?: string;
}

export interface RegistryEntry {
  subscriber_id: string;
  subscriber_url: string;
  type: 'BPP' | 'BAP';
  domain: 'ONDC:FIS12';
  city: string;
  country: 'IND';
  ukId: string;
  signing_public_key: string;
  status: 'SUBSCRIBED';
  valid_from: string;
  valid_until: string;
}

const VALID_FROM = '2026-01-01T00:00:00.000Z';
const VALID_UNTIL = '2036-01-01T00:00:00.000Z';

/** The registry's entries matching `query`; a lender without a key in `publicKeys` is not listed. */
export function registryLookup(
  network: SimulatedNetwork,
  publicKeys: ReadonlyMap<string, string>,
  query: RegistryQuery,
): RegistryEntry[] {
  return network.lenders.flatMap((lender): RegistryEntry[] => {
    const key = publicKeys.get(lender.subscriberId);
    const entry: RegistryEntry = {
      subscriber_id: lender.subscriberId,
      subscriber_url: lender.subscriberUri,
      type: 'BPP',
      domain: 'ONDC:FIS12',
      city: network.city,
      country: 'IND',
      ukId: lender.uniqueKeyId,
      signing_public_key: key ?? '',
      status: 'SUBSCRIBED',
      valid_from: VALID_FROM,
      valid_until: VALID_UNTIL,
    };
    const matches =
      key !== undefined &&
      (query.subscriber_id === undefined || query.subscriber_id === entry.subscriber_id) &&
      (query.ukId === undefined || query.ukId === entry.ukId) &&
      (query.type === undefined || query.type === entry.type) &&
      (query.domain === undefined || query.domain === entry.domain);
    return matches ? [entry] : [];
  });
}
