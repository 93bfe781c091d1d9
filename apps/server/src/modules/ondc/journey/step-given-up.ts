import { productNote } from '@cl/contracts';
import type { Database } from '../../../db/client.ts';
import { addEvent, findApplicationById, statusOfRow } from '../../applications/applications.repository.ts';
import { declineNetworkOffer } from '../flow/network-offers.repository.ts';
import type { OutboxRow } from './outbox.repository.ts';

/**
 * A step the lender refused (NACK) or that no attempt delivered (ADR 034): a `select` leaves the
 * lender without an offer for this request; a later step is told on the customer's timeline, the
 * loan left where it stands for the lender's own messages and our team (the admin failures list).
 */
export async function onStepGivenUp(db: Database, step: OutboxRow, now: Date): Promise<void> {
  if (step.action === 'select' && step.networkOfferId !== null) {
    await declineNetworkOffer(db, step.networkOfferId, now);
    return;
  }
  if (step.applicationId === null) return;
  const application = await findApplicationById(db, step.applicationId);
  if (!application) return;
  await addEvent(
    db,
    application.id,
    statusOfRow(application),
    'network',
    productNote('lender_unreachable', 'We could not reach the lender yet; our team will follow up'),
  );
}
