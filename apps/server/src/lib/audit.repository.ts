import type { Database, Transaction } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

/** The database or a transaction: an audit entry is written inside the change it records. */
export type Db = Database | Transaction;

export async function insertAuditEntry(db: Db, values: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(values);
}
