import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { PRIVACY_NOTICE_VERSION } from '@cl/contracts';
import type { DatabaseHandle } from '../../db/client.ts';
import type { Secrets } from '../../lib/secrets.ts';
import { decryptField } from '../../lib/crypto.ts';
import { audit } from '../../lib/audit.ts';
import { notFound } from '../../lib/app-error.ts';
import type { Transports } from '../messaging/select-transports.ts';
import { PERSONAL_DATA_REGISTRY, type ErasedPerson } from './personal-data-registry.ts';
import {
  compactTables,
  completeErasureRequest,
  findLiveCustomer,
  insertErasureRequest,
  listErasureRequests,
  recordWithdrawals,
} from './erasure.repository.ts';

/** The latest erasure requests for the admin page (ids and dates; the reason is scrubbed of the person). */
export const listErasures = listErasureRequests;

export interface ErasureDeps {
  database: DatabaseHandle;
  secrets: Secrets;
  transports: Transports;
  log: FastifyBaseLogger;
}

/**
 * DPDP erasure (spec 7 /admin/customer-info-deletion, issue 12 finding 5). Every table and column
 * that may hold a person's data is in PERSONAL_DATA_REGISTRY, which says what happens to each:
 * deleted, cleared, scrubbed where quoted, or kept with a reason (applications for RBI
 * record-keeping, the consent ledger as proof). The person is told first, on the channel we still
 * have; then kept copies of messages go, and on the embedded database the touched tables are
 * rewritten so old row versions do not stay in its files.
 */
export async function eraseCustomer(
  deps: ErasureDeps,
  request: FastifyRequest,
  input: { userId: number; adminId: number; reason: string },
): Promise<void> {
  const db = deps.database.db;
  const user = await findLiveCustomer(db, input.userId);
  if (!user) throw notFound('No such customer, or already erased');
  const person: ErasedPerson = {
    userId: user.id,
    mobile: user.mobilePhoneNumber,
    email: user.email,
    pan: user.tinEncrypted ? decryptField(deps.secrets.panKey, user.tinEncrypted) : null,
    fullName: [user.firstName, user.lastName].filter(Boolean).join(' ') || null,
  };

  await sendNotice(deps, person);

  await db.transaction(async (tx) => {
    const requestId = await insertErasureRequest(tx, input);
    for (const entry of PERSONAL_DATA_REGISTRY) await entry.erase(tx, person);
    await recordWithdrawals(tx, person.userId, PRIVACY_NOTICE_VERSION);
    await completeErasureRequest(tx, requestId);
    await audit(tx, request, {
      action: 'customer.erase',
      entity: 'erasure_request',
      entityId: requestId,
    });
  });

  const destinations = [person.mobile, person.email].filter((d): d is string => d !== null);
  for (const transport of new Set([deps.transports.mobile, deps.transports.email]))
    await transport.forget?.(destinations);

  if (deps.database.kind === 'pglite') {
    const touched = PERSONAL_DATA_REGISTRY.filter((e) => e.action !== 'keep').map((e) => e.table);
    await compactTables(db, touched);
  }
}

async function sendNotice(deps: ErasureDeps, person: ErasedPerson): Promise<void> {
  const notice =
    'As you asked, CrediLink has deleted your personal data. You will not get messages from us again.';
  try {
    if (person.mobile)
      await deps.transports.mobile.send({ channel: 'mobile', to: person.mobile, text: notice });
    else if (person.email)
      await deps.transports.email.send({
        channel: 'email',
        to: person.email,
        subject: 'Your data has been deleted',
        text: notice,
      });
  } catch (error) {
    // The erasure must not wait on a message provider; the failure is logged for follow-up.
    deps.log.warn({ err: error, userId: person.userId }, 'erasure notice not delivered');
  }
}
