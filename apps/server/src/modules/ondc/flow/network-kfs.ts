import { serverMessage, type KfsDocument } from '@cl/contracts';
import type { Database } from '../../../db/client.ts';
import { notFound } from '../../../lib/app-error.ts';
import { findFlowByTransaction, findNetworkOffer } from './network-offers.repository.ts';
import { networkKfs, readableOffers } from './network-offer-view.ts';
import type { Grievance } from './network-terms.ts';

/**
 * The KFS of a network offer, for the customer whose request it answers only. The amount and
 * tenure are the lender's quote, not the customer's to change here: a new amount is a new select
 * and a new quote (a new KFS version).
 */
export async function networkKfsFor(
  db: Database,
  userId: number,
  offerId: number,
  ourGrievance: Grievance,
): Promise<KfsDocument> {
  const row = await findNetworkOffer(db, offerId);
  const flow = row ? await findFlowByTransaction(db, row.transactionId) : null;
  const [offer] = row && flow?.userId === userId ? readableOffers([row]) : [];
  if (!offer) throw notFound(serverMessage('noSuchLender'));
  return networkKfs(offer, ourGrievance);
}
