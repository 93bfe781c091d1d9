import type { Database } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or a transaction: an audit entry is written inside the change it records. */
export type Db = Database | Tx;

export async function insertAuditEntry(db: Db, values: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(values);
}
