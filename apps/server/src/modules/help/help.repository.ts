import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { helpRequests } from '../../db/schema/index.ts';

type NewHelpRequest = typeof helpRequests.$inferInsert;

export async function insertHelpRequest(
  db: Database,
  values: NewHelpRequest,
): Promise<{ id: number; reference: string }> {
  const [row] = await db
    .insert(helpRequests)
    .values(values)
    .returning({ id: helpRequests.id, reference: helpRequests.reference });
  if (!row) throw new Error('help request insert returned nothing');
  return row;
}

/** The forwarding endpoint's HTTP status, or null when forwarding is not configured. */
export async function setForwardStatus(db: Database, id: number, status: number | null): Promise<void> {
  await db.update(helpRequests).set({ forwardStatus: status }).where(eq(helpRequests.id, id));
}
