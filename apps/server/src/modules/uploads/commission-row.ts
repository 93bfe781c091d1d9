import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { lenderPayments, lenders } from '../../db/schema/index.ts';
import type { RowError } from './apply-status-rows.ts';

// One row of the commission upload (what a lender paid): lender, month, amount_paid, reference.
export const commissionRow = z.object({
  lender: z.string().trim().min(1, 'lender is required').max(100),
  month: z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM'),
  amount_paid: z.coerce
    .number('amount_paid must be a number')
    .min(0, 'amount_paid cannot be negative')
    .max(1e11, 'amount_paid is too large'),
  reference: z.string().trim().min(1, 'reference is required (payment or invoice number)').max(100),
});

/** Upserts payments by (lender, month, reference): the same file twice changes nothing. */
export async function applyCommissionRows(
  db: Database,
  rows: AsyncIterable<{ rowNumber: number; values: Record<string, string> }>,
) {
  const result = {
    rowsRead: 0,
    created: 0,
    updated: 0,
    changedIds: [] as string[],
    errors: [] as RowError[],
  };
  const all = await db.select({ id: lenders.id, slug: lenders.slug, name: lenders.name }).from(lenders);
  const find = (value: string) =>
    all.find((l) => l.slug === value.toLowerCase() || l.name.toLowerCase() === value.toLowerCase());
  for await (const { rowNumber, values } of rows) {
    result.rowsRead += 1;
    const parsed = commissionRow.safeParse(values);
    if (!parsed.success) {
      result.errors.push({
        row: rowNumber,
        applicationId: null,
        message: parsed.error.issues.map((i) => i.message).join('; '),
      });
      continue;
    }
    const lender = find(parsed.data.lender);
    if (!lender) {
      result.errors.push({
        row: rowNumber,
        applicationId: null,
        message: `No lender called ${parsed.data.lender}`,
      });
      continue;
    }
    const amount = parsed.data.amount_paid.toFixed(2);
    const key = and(
      eq(lenderPayments.lenderId, lender.id),
      eq(lenderPayments.month, parsed.data.month),
      eq(lenderPayments.reference, parsed.data.reference),
    );
    const [existing] = await db.select().from(lenderPayments).where(key);
    if (!existing) {
      await db
        .insert(lenderPayments)
        .values({ lenderId: lender.id, month: parsed.data.month, reference: parsed.data.reference, amount });
      result.created += 1;
      result.changedIds.push(`${lender.slug}/${parsed.data.month}/${parsed.data.reference}`);
    } else if (Number(existing.amount) !== Number(amount)) {
      await db
        .update(lenderPayments)
        .set({ amount, at: new Date() })
        .where(eq(lenderPayments.id, existing.id));
      result.updated += 1;
      result.changedIds.push(`${lender.slug}/${parsed.data.month}/${parsed.data.reference}`);
    }
  }
  return result;
}
