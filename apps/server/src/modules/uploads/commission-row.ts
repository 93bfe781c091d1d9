import { z } from 'zod';
import type { UploadedRow } from './status-chunk.ts';
import { emptyOutcome, issuesMessage, type ChunkOutcome, type RowError } from './upload-result.ts';

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

export interface LenderName {
  id: number;
  slug: string;
  name: string;
}

/** A payment as stored: one per (lender, month, reference); amount as numeric text. */
export interface Payment {
  lenderId: number;
  month: string;
  reference: string;
  amount: string;
}

export type CommissionEntry =
  { rowNumber: number; payment: Payment; label: string } | { rowNumber: number; error: RowError };

export interface CommissionChunkPlan extends ChunkOutcome {
  /** The amount each new or changed payment ends the chunk with. */
  writes: Payment[];
}

/** A lender named by its slug or its name, in any case. */
export function lenderFinder(list: LenderName[]): (value: string) => LenderName | undefined {
  return (value) => {
    const wanted = value.toLowerCase();
    return list.find((l) => l.slug === wanted || l.name.toLowerCase() === wanted);
  };
}

export function parseCommissionEntry(
  { rowNumber, values }: UploadedRow,
  findLender: (value: string) => LenderName | undefined,
): CommissionEntry {
  const refuse = (message: string) => ({
    rowNumber,
    error: { row: rowNumber, applicationId: null, message },
  });
  const parsed = commissionRow.safeParse(values);
  if (!parsed.success) return refuse(issuesMessage(parsed.error));
  const { lender: name, month, reference, amount_paid } = parsed.data;
  const lender = findLender(name);
  if (!lender) return refuse(`No lender called ${name}`);
  const payment = { lenderId: lender.id, month, reference, amount: amount_paid.toFixed(2) };
  return { rowNumber, payment, label: `${lender.slug}/${month}/${reference}` };
}

/** Month is YYYY-MM, so the key cannot be read two ways whatever the reference holds. */
export const paymentKey = (p: Pick<Payment, 'lenderId' | 'month' | 'reference'>): string =>
  `${String(p.lenderId)}/${p.month}/${p.reference}`;

/**
 * Plans a chunk in file order against the stored amounts (by paymentKey): a new payment is
 * created, a different amount updates it, the same amount changes nothing.
 */
export function planCommissionChunk(
  entries: CommissionEntry[],
  stored: ReadonlyMap<string, string>,
): CommissionChunkPlan {
  const plan: CommissionChunkPlan = { ...emptyOutcome(), writes: [] };
  const amounts = new Map(stored);
  const writes = new Map<string, Payment>();
  for (const entry of entries) {
    if ('error' in entry) {
      plan.errors.push(entry.error);
      continue;
    }
    const key = paymentKey(entry.payment);
    const before = amounts.get(key);
    if (before !== undefined && Number(before) === Number(entry.payment.amount)) continue;
    if (before === undefined) plan.created += 1;
    else plan.updated += 1;
    amounts.set(key, entry.payment.amount);
    writes.set(key, entry.payment);
    plan.changedIds.push(entry.label);
  }
  plan.writes = [...writes.values()];
  return plan;
}
