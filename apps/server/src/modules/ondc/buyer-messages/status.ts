import type { OutboundMessage } from '../protocol/outbound-client.ts';
import { addressedTo, type ChosenOffer } from './order-parts.ts';

// FIS12 `status`: the state of the customer's loan (or of a form still being processed) in one
// transaction; the lender answers with on_status carrying the whole order.

export function buildStatus(offer: ChosenOffer): OutboundMessage {
  return addressedTo(offer, 'status', { ref_id: offer.transactionId });
}
