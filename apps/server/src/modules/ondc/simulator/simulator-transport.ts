import { ondcAckResponse } from '@cl/contracts';
import type { FetchLike } from '../protocol/registry-lookup.ts';
import { createAuthorization } from '../protocol/signature.ts';
import { generateSigningKeyPair, signingKeyPairFrom, type SigningKeyPair } from '../protocol/signing-keys.ts';
import type { Delivery } from './scenarios.ts';
import type { SimulatedLender, SimulatedNetwork } from './simulated-network.ts';

// How simulated lenders' callbacks reach the buyer app (ADR 032): each lender signs with its own
// key (made at start, published by the simulated registry), or with a key nobody published, or not
// at all, as its scenario says; waits the planned delay; and POSTs to <bap_uri>/<action> of the
// request's context, as a real lender app does. Every delivery is bounded (its delay is capped,
// its call times out) and `close` cancels what is still waiting or in flight.

export interface SimulatorTransport {
  /** Each lender's public signing key (base64) by subscriber id, for the simulated registry. */
  publicKeys: ReadonlyMap<string, string>;
  deliver: (lender: SimulatedLender, deliveries: Delivery[]) => void;
  /** Settles when every delivery handed over so far has been posted, refused or cancelled. */
  idle: () => Promise<void>;
  close: () => void;
}

export interface SimulatorTransportOptions {
  network: SimulatedNetwork;
  fetch: FetchLike;
  timeoutMs: number;
  /** A planned delay above this is cut to it, so a scenario cannot hold a timer for long. */
  maxDelayMs: number;
  /** Only the buyer app this simulator serves is called: a request naming another bap_uri gets no callback. */
  allowTarget: (url: string) => boolean;
  /** The buyer app's answer to a delivered callback: ACK, NACK, or 'unreadable'. */
  onAnswer: (lender: SimulatedLender, action: string, answer: 'ACK' | 'NACK' | 'unreadable') => void;
  onError: (lender: SimulatedLender, problem: string) => void;
}

/** A signature lasts as long as a lender's callback is useful. */
const SIGNATURE_SECONDS = 300;

export function createSimulatorTransport(options: SimulatorTransportOptions): SimulatorTransport {
  const keys = new Map<string, SigningKeyPair>(
    options.network.lenders.map((lender) => [
      lender.subscriberId,
      signingKeyPairFrom(generateSigningKeyPair().privateKeyBase64),
    ]),
  );
  // The key a lender signs with in the "bad" scenario: a real key, just not the published one.
  const impostor = signingKeyPairFrom(generateSigningKeyPair().privateKeyBase64);
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<Promise<void>>();
  const aborts = new AbortController();
  let closed = false;

  function authorization(lender: SimulatedLender, delivery: Delivery, raw: string): string | undefined {
    if (delivery.signature === 'none') return undefined;
    const own = keys.get(lender.subscriberId);
    const pair = delivery.signature === 'bad' || !own ? impostor : own;
    const signer = {
      subscriberId: lender.subscriberId,
      uniqueKeyId: lender.uniqueKeyId,
      privateKey: pair.privateKey,
    };
    return createAuthorization(signer, raw, Math.floor(Date.now() / 1000), SIGNATURE_SECONDS);
  }

  async function post(lender: SimulatedLender, delivery: Delivery): Promise<void> {
    const { context } = delivery.body;
    const url = `${context.bap_uri.replace(/\/+$/, '')}/${context.action}`;
    if (!options.allowTarget(url)) {
      options.onError(lender, `${context.action} not sent: ${context.bap_uri} is not this buyer app`);
      return;
    }
    const raw = JSON.stringify(delivery.body);
    const signed = authorization(lender, delivery, raw);
    try {
      const res = await options.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(signed ? { authorization: signed } : {}) },
        body: raw,
        signal: AbortSignal.any([aborts.signal, AbortSignal.timeout(options.timeoutMs)]),
      });
      const answer = ondcAckResponse.safeParse(await res.json().catch(() => null));
      options.onAnswer(
        lender,
        context.action,
        answer.success ? answer.data.message.ack.status : 'unreadable',
      );
    } catch {
      if (!closed) options.onError(lender, `${context.action} could not be delivered`);
    }
  }

  function schedule(lender: SimulatedLender, delivery: Delivery): void {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        const sending = post(lender, delivery).finally(() => inFlight.delete(sending));
        inFlight.add(sending);
      },
      Math.min(Math.max(0, delivery.delayMs), options.maxDelayMs),
    );
    timers.add(timer);
  }

  return {
    publicKeys: new Map([...keys].map(([id, pair]) => [id, pair.publicKeyBase64])),
    deliver(lender, deliveries) {
      if (closed) return;
      for (const delivery of deliveries) schedule(lender, delivery);
    },
    async idle() {
      while (timers.size > 0 || inFlight.size > 0) {
        await (inFlight.size > 0
          ? Promise.allSettled([...inFlight])
          : new Promise((resolve) => setTimeout(resolve, 10)));
      }
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      aborts.abort();
    },
  };
}
