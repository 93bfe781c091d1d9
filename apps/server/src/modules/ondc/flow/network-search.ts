import { randomUUID } from 'node:crypto';
import type { LenderProduct } from '@cl/contracts';
import type { Database } from '../../../db/client.ts';
import type { OutboundMessage, SendResult } from '../protocol/outbound-client.ts';
import { buildSearchMessage } from '../buyer-messages/search.ts';
import {
  findReusableFlow,
  insertFlow,
  listNetworkOffers,
  type NetworkOfferRow,
} from './network-offers.repository.ts';

// When a customer reads personal-loan offers, one network search per request (ADR 033): the first
// read starts it, later reads within its reuse time show what the lenders have answered so far.

/** Catalogues (on_search) are taken for this long after the search; later ones are late. */
export const SEARCH_WINDOW_SECONDS = 30;
/** A new offers view after this starts a new search (the lenders' offers are quoted for days). */
export const FLOW_REUSE_MS = 30 * 60_000;

/** Our fee asked of network lenders and the settlement terms it is paid under (ADR 033). */
const SEARCH_TERMS = { buyerFinderFeePercent: 1, delayInterestPercent: 2.5 };

export interface NetworkSearchDeps {
  db: Database;
  send: (message: OutboundMessage) => Promise<SendResult>;
  subscriberUri: string;
}

export interface NetworkAnswers {
  rows: NetworkOfferRow[];
  /** While lenders' catalogues are still taken (the view asks again until then); else null. */
  searchOpenUntil: Date | null;
}

const openUntil = (windowEndsAt: Date, now: Date) => (windowEndsAt > now ? windowEndsAt : null);

/** FIS12 personal loans only: other products have no network lenders yet (docs/ondc.md). */
export async function networkAnswersFor(
  deps: NetworkSearchDeps,
  customer: { userId: number; product: LenderProduct; amountPaise: number },
  now: Date,
): Promise<NetworkAnswers> {
  if (customer.product !== 'personal') return { rows: [], searchOpenUntil: null };
  const reusable = await findReusableFlow(deps.db, customer.userId, customer.product, now);
  if (reusable) {
    const rows = await listNetworkOffers(deps.db, reusable.transactionId);
    return { rows, searchOpenUntil: openUntil(reusable.windowEndsAt, now) };
  }
  const flow = await insertFlow(deps.db, {
    transactionId: randomUUID(),
    userId: customer.userId,
    product: customer.product,
    amountPaise: customer.amountPaise,
    state: 'searching',
    windowEndsAt: new Date(now.getTime() + SEARCH_WINDOW_SECONDS * 1000),
    reuseUntil: new Date(now.getTime() + FLOW_REUSE_MS),
    createdAt: now,
  });
  // Stored before it leaves (the message log); a search that could not be sent leaves a flow no
  // lender answers, and the view shows the seeded lenders only until the flow's reuse time ends.
  await deps.send({
    action: 'search',
    transactionId: flow.transactionId,
    ttlSeconds: SEARCH_WINDOW_SECONDS,
    message: buildSearchMessage({
      ...SEARCH_TERMS,
      staticTermsUrl: `${deps.subscriberUri}/settlement-terms`,
    }),
  });
  return { rows: [], searchOpenUntil: openUntil(flow.windowEndsAt, now) };
}
