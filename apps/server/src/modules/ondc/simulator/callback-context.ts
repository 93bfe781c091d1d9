import type { BecknContext } from './buyer-request.ts';
import type { SimulatedLender } from './simulated-network.ts';

// beckn: a callback answers its request with the same transaction and message ids; a message the
// lender sends on its own (a disbursal, a missed EMI) starts a new message id in the transaction.

export function callbackContext(
  request: BecknContext,
  lender: SimulatedLender,
  options: { now: Date; messageId?: string; ttl?: string },
): BecknContext {
  return {
    domain: request.domain,
    location: request.location,
    version: request.version,
    action: `on_${request.action.replace(/^on_/, '')}`,
    bap_id: request.bap_id,
    bap_uri: request.bap_uri,
    bpp_id: lender.subscriberId,
    bpp_uri: lender.subscriberUri,
    transaction_id: request.transaction_id,
    message_id: options.messageId ?? request.message_id,
    timestamp: options.now.toISOString(),
    ttl: options.ttl ?? request.ttl,
  };
}
