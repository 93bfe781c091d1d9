import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { findTransferLink } from './partner-portal.repository.ts';

/**
 * spec 2 /transfer/:prospectId: what a partner lead link is for. No personal data: the lead is tied
 * to the customer only when they sign in with the same mobile number (auth verify reads the
 * prospectAppId cookie).
 */
export async function transferLink(db: Database, prospectId: string) {
  const row = await findTransferLink(db, prospectId);
  if (!row) throw notFound('This link is not valid');
  return row;
}
