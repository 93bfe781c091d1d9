import { describe, expect, it } from 'vitest';
import { createRegistryLookup, type FetchLike } from './registry-lookup.ts';
import { generateSigningKeyPair } from './signing-keys.ts';

const key = generateSigningKeyPair().publicKeyBase64;
const record = (over: Record<string, unknown> = {}) => ({
  subscriber_id: 'lender.example',
  ukId: 'k1',
  signing_public_key: key,
  valid_from: '2020-01-01T00:00:00.000Z',
  valid_until: '2030-01-01T00:00:00.000Z',
  status: 'SUBSCRIBED',
  ...over,
});

function fakeRegistry(answer: () => unknown, fail = false) {
  const requests: unknown[] = [];
  const fetch: FetchLike = async (url, init) => {
    requests.push({ url, body: JSON.parse(init.body) as unknown });
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (fail) throw new Error('connection refused');
    return { ok: true, json: () => Promise.resolve(answer()) };
  };
  return { fetch, requests };
}

function lookupWith(fetch: FetchLike, clock: { now: number }) {
  return createRegistryLookup({
    registryUrl: 'http://127.0.0.1:9/registry/',
    fetch,
    ttlMs: 60_000,
    missTtlMs: 5_000,
    timeoutMs: 1000,
    now: () => clock.now,
  });
}

describe('registry lookup', () => {
  it('asks the registry once for many callbacks of one key, then again after the TTL', async () => {
    const clock = { now: Date.parse('2026-11-26T00:00:00Z') };
    const registry = fakeRegistry(() => [record(), record({ ukId: 'k2', signing_public_key: 'eA==' })]);
    const lookup = lookupWith(registry.fetch, clock);
    const keys = await Promise.all(
      Array.from({ length: 10 }, () => lookup.lookupKey('lender.example', 'k1')),
    );
    for (const found of keys) expect(found?.asymmetricKeyType).toBe('ed25519');
    await lookup.lookupKey('lender.example', 'k1');
    expect(lookup.calls()).toBe(1);
    expect(registry.requests).toEqual([
      {
        url: 'http://127.0.0.1:9/registry/lookup',
        body: { subscriber_id: 'lender.example', ukId: 'k1', domain: 'ONDC:FIS12', country: 'IND' },
      },
    ]);
    clock.now += 60_001;
    await lookup.lookupKey('lender.example', 'k1');
    expect(lookup.calls()).toBe(2);
  });

  it('finds no key for another key id, an expired or unsubscribed record, or a malformed key', async () => {
    const clock = { now: Date.parse('2026-11-26T00:00:00Z') };
    for (const answer of [
      [record({ ukId: 'other' })],
      [record({ valid_until: '2026-01-01T00:00:00Z' })],
      [record({ status: 'UNSUBSCRIBED' })],
      [record({ signing_public_key: 'c2hvcnQ=' })],
      { nothing: true },
    ]) {
      const lookup = lookupWith(fakeRegistry(() => answer).fetch, clock);
      expect(await lookup.lookupKey('lender.example', 'k1')).toBeNull();
    }
  });

  it('remembers a miss briefly and does not cache an unreachable registry', async () => {
    const clock = { now: 0 };
    const missing = lookupWith(fakeRegistry(() => []).fetch, clock);
    await missing.lookupKey('forger.example', 'k1');
    await missing.lookupKey('forger.example', 'k1');
    expect(missing.calls()).toBe(1);
    clock.now += 5_001;
    await missing.lookupKey('forger.example', 'k1');
    expect(missing.calls()).toBe(2);

    const down = lookupWith(fakeRegistry(() => [record()], true).fetch, clock);
    expect(await down.lookupKey('lender.example', 'k1')).toBeNull();
    expect(await down.lookupKey('lender.example', 'k1')).toBeNull();
    expect(down.calls()).toBe(2);
  });

  it('caches no failing answer: an error status, a body that is not JSON, garbage, a timeout', async () => {
    const clock = { now: Date.parse('2026-11-26T00:00:00Z') };
    const failing: Record<string, FetchLike> = {
      status: () => Promise.resolve({ ok: false, json: () => Promise.resolve([record()]) }),
      'not JSON': () => Promise.resolve({ ok: true, json: () => Promise.reject(new SyntaxError('<html>')) }),
      garbage: () => Promise.resolve({ ok: true, json: () => Promise.resolve({ error: 'maintenance' }) }),
      timeout: (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal.addEventListener('abort', () => {
            reject(init.signal.reason as Error);
          });
        }),
    };
    for (const [name, fetch] of Object.entries(failing)) {
      const lookup = createRegistryLookup({
        registryUrl: 'http://127.0.0.1:9/registry',
        fetch,
        ttlMs: 60_000,
        missTtlMs: 5_000,
        timeoutMs: 20,
        now: () => clock.now,
      });
      expect(await lookup.lookupKey('lender.example', 'k1'), name).toBeNull();
      expect(await lookup.lookupKey('lender.example', 'k1'), name).toBeNull();
      expect(lookup.calls(), name).toBe(2);
    }
  });

  it('reads a single record and the unique_key_id spelling', async () => {
    const single = record({ ukId: undefined, unique_key_id: 'k1' });
    const lookup = lookupWith(fakeRegistry(() => single).fetch, { now: Date.parse('2026-11-26T00:00:00Z') });
    expect(await lookup.lookupKey('lender.example', 'k1')).not.toBeNull();
  });

  it('has no key at all without a registry URL', async () => {
    const registry = fakeRegistry(() => [record()]);
    const lookup = createRegistryLookup({
      registryUrl: undefined,
      fetch: registry.fetch,
      ttlMs: 1,
      missTtlMs: 1,
      timeoutMs: 1,
      now: () => 0,
    });
    expect(await lookup.lookupKey('lender.example', 'k1')).toBeNull();
    expect(registry.requests).toEqual([]);
  });
});
