import { eq } from 'drizzle-orm';
import type { ApplicationEventSource } from '@cl/contracts';
import { isApplicationStatus } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { applications } from '../../db/schema/index.ts';
import { addEvent } from '../applications/applications.repository.ts';
import { planStatusRow, statusRow } from './status-row.ts';

export interface RowError {
  row: number;
  applicationId: string | null;
  message: string;
}

export interface ApplyResult {
  rowsRead: number;
  /** Applications that became disbursed (MIS: 'created'). */
  created: number;
  /** Applications changed in any other way. */
  updated: number;
  changedIds: string[];
  errors: RowError[];
}

/**
 * Applies status-file or MIS rows (issue 7): every bad row is listed with its number and changes
 * nothing; every good row is applied in its own transaction with a timeline event. A row that
 * repeats what is already stored changes nothing, so uploading the same file twice is harmless.
 */
export async function applyStatusRows(
  db: Database,
  rows: AsyncIterable<{ rowNumber: number; values: Record<string, string> }>,
  source: Extract<ApplicationEventSource, 'status_file' | 'mis_file'>,
): Promise<ApplyResult> {
  const result: ApplyResult = { rowsRead: 0, created: 0, updated: 0, changedIds: [], errors: [] };
  for await (const { rowNumber, values } of rows) {
    result.rowsRead += 1;
    const input = source === 'mis_file' ? { status: 'disbursed', ...values } : values;
    const parsed = statusRow.safeParse(input);
    const applicationId = typeof values.application_id === 'string' ? values.application_id : null;
    if (!parsed.success) {
      result.errors.push({
        row: rowNumber,
        applicationId,
        message: parsed.error.issues.map((i) => i.message).join('; '),
      });
      continue;
    }
    const row = parsed.data;
    const outcome = await db.transaction(async (tx) => {
      const [app] = await tx
        .select()
        .from(applications)
        .where(eq(applications.publicId, row.application_id))
        .for('update');
      if (!app || !isApplicationStatus(app.status))
        return { kind: 'error' as const, message: 'No application with this id' };
      const plan = planStatusRow(
        {
          status: app.status,
          lenderReference: app.lenderReference,
          reason: app.reason,
          disbursedAmount: app.disbursedAmount === null ? null : Number(app.disbursedAmount),
          disbursedOn: app.disbursedOn,
        },
        row,
      );
      if (plan.kind !== 'update') return plan;
      const { set } = plan;
      await tx
        .update(applications)
        .set({
          ...(set.status ? { status: set.status } : {}),
          ...(set.lenderReference !== undefined ? { lenderReference: set.lenderReference } : {}),
          ...(set.reason !== undefined ? { reason: set.reason } : {}),
          ...(set.disbursedAmount !== undefined
            ? { disbursedAmount: set.disbursedAmount === null ? null : set.disbursedAmount.toFixed(2) }
            : {}),
          ...(set.disbursedOn !== undefined ? { disbursedOn: set.disbursedOn } : {}),
          updatedAt: new Date(),
        })
        .where(eq(applications.id, app.id));
      const note =
        row.status === 'rejected'
          ? (row.reason ?? null)
          : row.status === 'disbursed'
            ? `₹${String(row.disbursed_amount)} on ${row.disbursed_date ?? ''}`
            : (row.lender_reference ?? null);
      await addEvent(
        tx,
        app.id,
        row.status,
        source,
        plan.statusChanged ? note : `Details updated: ${Object.keys(set).join(', ')}`,
      );
      return { kind: 'update' as const, becameDisbursed: set.status === 'disbursed' };
    });
    if (outcome.kind === 'error') {
      result.errors.push({ row: rowNumber, applicationId: row.application_id, message: outcome.message });
    } else if (outcome.kind === 'update') {
      if (outcome.becameDisbursed) result.created += 1;
      else result.updated += 1;
      result.changedIds.push(row.application_id);
    }
  }
  return result;
}
