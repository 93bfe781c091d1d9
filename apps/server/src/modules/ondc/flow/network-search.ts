import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ONDC_SETTLEMENT_TERMS_SEGMENT, type LenderProduct } from '@cl/contracts';
import type { Database } from '../../../db/client.ts';
import type { OutboundMessage, SendResult } from '../protocol/outbound-client.ts';
import { buildSearchMessage } from '../buyer-messages/search.ts';
import { SETTLEMENT_TERMS } from './settlement-terms.ts';
import { ONDC_CALL_TIMEOUT_MS } from '../protocol/ondc-protocol.plugin.ts';
import {
  claimSearchToSend,
  expireUnsentSearches,
  failExhaustedSearches,
  listNetworkOffers,
  SEARCH_PENDING,
  setFlowState,
  startOrReuseFlow,
  type NetworkOfferRow,
} from './network-offers.repository.ts';

// When a customer reads personal-loan offers, one network search per request (ADR 033): the first
// read starts it, later reads within its reuse time show what the lenders have answered so far.
// The read only stores the flow as waiting for its search; a pass with the workers sends it (the
// gateway's answer never delays the customer's page), so a crash in between loses no search.

/** Catalogues (on_search) are taken for this long after the search; later ones are late. */
export const SEARCH_WINDOW_SECONDS = 30;
/** A new offers view after this starts a new search (the lenders' offers are quoted for days). */
export const FLOW_REUSE_MS = 30 * 60_000;

/**
 * A pass's claim on a search is a lease: a claim older than this means its pass died between taking
 * the search and recording the gateway's answer, and the next pass sends it again (same message id).
 * Twice the call timeout, so a live pass is never overtaken; not the minute one might pick, since a
 * lease longer than the search window would only ever find the window ended (ADR 033).
 */
export const SEARCH_CLAIM_LEASE_MS = 2 * ONDC_CALL_TIMEOUT_MS;
/** A search taken this many times without an answer recorded is given up: 'search_failed'. */
export const SEARCH_MAX_ATTEMPTS = 3;

export interface NetworkAnswers {
  rows: NetworkOfferRow[];
  /** While lenders' catalogues are still taken (the view asks again until then); else null. */
  searchOpenUntil: Date | null;
}

const openUntil = (windowEndsAt: Date, now: Date) => (windowEndsAt > now ? windowEndsAt : null);

/** FIS12 personal loans only: other products have no network lenders yet (docs/ondc.md). */
export async function networkAnswersFor(
  db: Database,
  customer: { userId: number; product: LenderProduct; amountPaise: number },
  now: Date,
): Promise<NetworkAnswers> {
  if (customer.product !== 'personal') return { rows: [], searchOpenUntil: null };
  const { flow, started } = await startOrReuseFlow(
    db,
    {
      transactionId: randomUUID(),
      userId: customer.userId,
      product: customer.product,
      amountPaise: customer.amountPaise,
      state: SEARCH_PENDING,
      windowEndsAt: new Date(now.getTime() + SEARCH_WINDOW_SECONDS * 1000),
      reuseUntil: new Date(now.getTime() + FLOW_REUSE_MS),
      createdAt: now,
    },
    now,
  );
  const rows = started ? [] : await listNetworkOffers(db, flow.transactionId);
  return { rows, searchOpenUntil: openUntil(flow.windowEndsAt, now) };
}

export interface SearchSenderDeps {
  db: Database;
  send: (message: OutboundMessage) => Promise<SendResult>;
  subscriberUri: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

const stateAfter = (result: SendResult) => {
  if (!result.sent) return 'search_failed';
  return result.answer.message.ack.status === 'ACK' ? 'searching' : 'search_nacked';
};

/**
 * Sends up to `limit` waiting searches, each taken under a lease. A search whose window ended
 * unsent (the workers were down) is never sent late: it becomes 'search_expired', and the
 * customer's next offers view starts a new one. A claim gone stale (its pass died before
 * recording the answer) is sent again with the first attempt's message id, which the gateway takes
 * as the same request, at most SEARCH_MAX_ATTEMPTS times; then the flow is 'search_failed'. The
 * message is stored before it leaves and its ACK/NACK recorded (the outbound client); a search never
 * answered leaves a flow no lender answers, and the view shows the seeded lenders only until the
 * flow's reuse time ends. Returns how many were sent.
 */
export async function sendPendingSearches(
  deps: SearchSenderDeps,
  limit: number,
  now: () => Date,
): Promise<number> {
  const staleBefore = () => new Date(now().getTime() - SEARCH_CLAIM_LEASE_MS);
  const expired = await expireUnsentSearches(deps.db, { now: now(), staleBefore: staleBefore() });
  for (const transactionId of expired)
    deps.log.warn({ transactionId, state: 'search_expired' }, 'ondc search window ended before it was sent');
  const exhausted = await failExhaustedSearches(deps.db, {
    staleBefore: staleBefore(),
    maxAttempts: SEARCH_MAX_ATTEMPTS,
  });
  for (const transactionId of exhausted)
    deps.log.warn({ transactionId, state: 'search_failed' }, 'ondc search given up after its attempts');
  let sent = 0;
  while (sent < limit) {
    const flow = await claimSearchToSend(deps.db, {
      now: now(),
      staleBefore: staleBefore(),
      maxAttempts: SEARCH_MAX_ATTEMPTS,
      messageId: randomUUID(),
    });
    if (!flow) break;
    const result = await deps.send({
      action: 'search',
      transactionId: flow.transactionId,
      ...(flow.searchMessageId ? { messageId: flow.searchMessageId } : {}),
      ttlSeconds: SEARCH_WINDOW_SECONDS,
      message: buildSearchMessage({
        buyerFinderFeePercent: SETTLEMENT_TERMS.buyerFinderFeePercent,
        delayInterestPercent: SETTLEMENT_TERMS.delayInterestPercent,
        staticTermsUrl: `${deps.subscriberUri}/${ONDC_SETTLEMENT_TERMS_SEGMENT}`,
      }),
    });
    const state = stateAfter(result);
    if (state !== 'searching') {
      deps.log.warn({ transactionId: flow.transactionId, state }, 'ondc search not taken by the gateway');
    }
    await setFlowState(deps.db, flow.id, state);
    sent += 1;
  }
  return sent;
}
