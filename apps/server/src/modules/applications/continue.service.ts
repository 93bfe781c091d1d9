import { checkTransition, productNote, type ApplicationSummary } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  addEvent,
  handoffOfRow,
  lockForUser,
  setStatus,
  statusOfRow,
  summaries,
} from './applications.repository.ts';

/**
 * The customer followed a redirect lender's link (the hand-off of spec 2 /user/lender-submit): only
 * now does the lender have the application, so only now is it 'submitted' (issue 13; docs/decisions/
 * 006). Repeating it, or following the link of an application already further on (or an API
 * lender's), changes nothing and answers the application as it is.
 */
export async function continueToLender(
  db: Database,
  userId: number,
  publicId: string,
  now: Date = new Date(),
): Promise<ApplicationSummary> {
  const row = await db.transaction(async (tx) => {
    const current = await lockForUser(tx, userId, publicId);
    if (!current) return undefined;
    if (handoffOfRow(current) !== 'redirect' || current.redirectUrl === null) return current;
    const move = checkTransition(statusOfRow(current), 'submitted');
    if (!move.ok || !move.changed) return current;
    const moved = await setStatus(tx, current.id, 'submitted', now);
    await addEvent(
      tx,
      current.id,
      'submitted',
      'redirect',
      productNote('redirect_continued', "Continued on the lender's site"),
    );
    return moved ?? current;
  });
  if (!row) throw notFound('No such application');
  const [summary] = await summaries(db, [row]);
  if (!summary) throw notFound('No such application');
  return summary;
}
