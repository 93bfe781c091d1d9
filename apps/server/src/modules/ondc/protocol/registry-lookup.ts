import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import { ONDC_DOMAIN } from '@cl/contracts';
import { publicKeyFrom } from './signing-keys.ts';
import type { KeyLookup } from './signature.ts';

// The registry's lookup (developer-docs registry/Onboarding of Participants.md): POST <registry>/lookup
// with search parameters, answered by a list of subscriber records carrying signing_public_key.
// Answers are cached per subscriber and key id for a TTL, so N callbacks from one lender cost one
// lookup; a refusal is cached for a short while too, so a stream of forged callbacks does not
// become a stream of registry calls. Concurrent lookups for one key share one request.

/** One registry record; registries differ in naming the key id (ukId, unique_key_id). */
const registryRecord = z.looseObject({
  subscriber_id: z.string(),
  ukId: z.string().optional(),
  unique_key_id: z.string().optional(),
  signing_public_key: z.string(),
  valid_from: z.string().optional(),
  valid_until: z.string().optional(),
  status: z.string().optional(),
});
const lookupAnswer = z.union([z.array(registryRecord), registryRecord.transform((r) => [r])]);

export type FetchLike = (
  url: string,
  init: { method: 'POST'; headers: Record<string, string>; body: string; signal: AbortSignal },
) => Promise<{ ok: boolean; json: () => Promise<unknown> }>;

export interface RegistryLookupOptions {
  registryUrl: string | undefined;
  fetch: FetchLike;
  /** How long a found key is trusted without asking again. */
  ttlMs: number;
  /** How long a "no such key" is remembered. */
  missTtlMs: number;
  timeoutMs: number;
  now: () => number;
}

export interface RegistryLookup {
  lookupKey: KeyLookup;
  /** Registry calls made so far (tests and the transaction viewer's health line). */
  calls: () => number;
}

export function createRegistryLookup(options: RegistryLookupOptions): RegistryLookup {
  const cache = new Map<string, { key: KeyObject | null; until: number }>();
  const pending = new Map<string, Promise<KeyObject | null>>();
  let calls = 0;

  async function ask(subscriberId: string, uniqueKeyId: string): Promise<KeyObject | null> {
    if (!options.registryUrl) return null;
    calls += 1;
    const url = `${options.registryUrl.replace(/\/+$/, '')}/lookup`;
    const body = JSON.stringify({
      subscriber_id: subscriberId,
      ukId: uniqueKeyId,
      domain: ONDC_DOMAIN,
      country: 'IND',
    });
    const res = await options.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!res.ok) throw new Error('registry lookup failed');
    // A body that is no lookup answer is a failing registry, not "no such key": it is not cached.
    const parsed = lookupAnswer.safeParse(await res.json());
    if (!parsed.success) throw new Error('registry answered no lookup list');
    const now = options.now();
    const record = parsed.data.find(
      (r) =>
        r.subscriber_id === subscriberId &&
        (r.ukId ?? r.unique_key_id) === uniqueKeyId &&
        (r.status === undefined || r.status.toUpperCase() === 'SUBSCRIBED') &&
        (r.valid_until === undefined || Date.parse(r.valid_until) > now) &&
        (r.valid_from === undefined || Date.parse(r.valid_from) <= now),
    );
    return record ? publicKeyFrom(record.signing_public_key) : null;
  }

  const lookupKey: KeyLookup = async (subscriberId, uniqueKeyId) => {
    const id = `${subscriberId}|${uniqueKeyId}`;
    const cached = cache.get(id);
    if (cached && cached.until > options.now()) return cached.key;
    const inFlight = pending.get(id);
    if (inFlight) return inFlight;
    const request = ask(subscriberId, uniqueKeyId)
      .then((key) => {
        cache.set(id, { key, until: options.now() + (key ? options.ttlMs : options.missTtlMs) });
        return key;
      })
      // A registry that cannot be reached is not an answer: nothing is cached, the callback is
      // refused and the sender retries.
      .catch(() => null)
      .finally(() => pending.delete(id));
    pending.set(id, request);
    return request;
  };

  return { lookupKey, calls: () => calls };
}
