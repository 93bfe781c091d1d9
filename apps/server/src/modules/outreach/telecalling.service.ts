import type { z } from 'zod';
import { PRIVACY_NOTICE_VERSION, type callOutcomeBody } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { consentedUserIds } from './consented-audience.ts';
import {
  insertCallOutcome,
  insertConsentEntry,
  outcomesOf,
  userExists,
  usersByIds,
} from './outreach.repository.ts';

// /admin/telecalling (roles 1 and 3): customers who consented to calls, with outcomes.

/** Up to 500 customers who consented to calls, each with their latest outcome. */
export async function callQueue(db: Database) {
  const ids = await consentedUserIds(db, 'call_marketing');
  if (ids.length === 0) return [];
  const people = await usersByIds(db, ids, 500);
  const outcomes = await outcomesOf(db, ids);
  return people.map((u) => {
    const last = outcomes.find((o) => o.userId === u.id);
    return {
      userId: u.id,
      name: [u.firstName, u.lastName].filter(Boolean).join(' ') || null,
      mobile: u.mobilePhoneNumber ?? '',
      plCompleted: u.plCompleted,
      lastOutcome: last?.outcome ?? null,
      lastCallAt: last?.at.toISOString() ?? null,
    };
  });
}

/**
 * Records a call's outcome for a customer in the queue. 'do_not_call' records the withdrawal in the
 * consent ledger in the same transaction, so they leave the queue (DPDP: withdrawal as easy as consent).
 */
export async function recordCallOutcome(
  db: Database,
  adminId: number,
  userId: number,
  b: z.infer<typeof callOutcomeBody>,
): Promise<void> {
  const ids = await consentedUserIds(db, 'call_marketing');
  if (!ids.includes(userId)) throw notFound('This customer is not in the call queue');
  await db.transaction(async (tx) => {
    await insertCallOutcome(tx, {
      userId,
      adminId,
      outcome: b.outcome,
      note: b.note,
      nextCallAt: b.next_call_at ? new Date(b.next_call_at) : null,
    });
    if (b.outcome === 'do_not_call') {
      await insertConsentEntry(tx, {
        userId,
        purpose: 'call_marketing',
        action: 'withdrawn',
        noticeVersion: PRIVACY_NOTICE_VERSION,
        language: 'en',
        channel: 'telecalling',
      });
    }
  });
  if (!(await userExists(db, userId))) throw notFound('No such customer');
}
