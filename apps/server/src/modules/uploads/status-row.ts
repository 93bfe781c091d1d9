import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  birthDateToIso,
  checkTransition,
  parseBirthDate,
  todayInIndia,
  type ApplicationStatus,
} from '@cl/contracts';

// One row of the application status file (issue 7; columns documented in docs/uploads.md):
// application_id, status, lender_reference, reason, disbursed_amount, disbursed_date.

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** 'YYYY-MM-DD' or 'DD/MM/YYYY' (how Indian lenders' sheets write dates) -> ISO, not in the future. */
const sheetDate = z.string().transform((raw, ctx) => {
  const today = todayInIndia();
  // Spreadsheet date cells arrive as 'YYYY-MM-DD HH:MM:SS'; the day is what counts.
  const value = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(raw) ? raw.slice(0, 10) : raw.trim();
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? value
    : (() => {
        const parsed = parseBirthDate(value, { ...today, year: today.year + 1 });
        return parsed.ok ? birthDateToIso(parsed.date) : null;
      })();
  if (!iso || Number.isNaN(Date.parse(iso))) {
    ctx.addIssue({ code: 'custom', message: 'disbursed_date must be YYYY-MM-DD or DD/MM/YYYY' });
    return z.NEVER;
  }
  if (iso > birthDateToIso(today)) {
    ctx.addIssue({ code: 'custom', message: 'disbursed_date cannot be in the future' });
    return z.NEVER;
  }
  return iso;
});

export const statusRow = z
  .object({
    application_id: z.uuid('application_id must be an application id'),
    status: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase().replace(/\s+/g, '_') : v),
      z.enum(APPLICATION_STATUSES, 'status must be one of ' + APPLICATION_STATUSES.join(', ')),
    ),
    lender_reference: z.preprocess(
      blankToUndefined,
      z.string().trim().max(100, 'lender_reference is too long').optional(),
    ),
    reason: z.preprocess(blankToUndefined, z.string().trim().max(500, 'reason is too long').optional()),
    disbursed_amount: z.preprocess(
      blankToUndefined,
      z.coerce
        .number('disbursed_amount must be a number')
        .positive('disbursed_amount must be above 0')
        .max(100_000_000, 'disbursed_amount is too large')
        .optional(),
    ),
    disbursed_date: z.preprocess(blankToUndefined, sheetDate.optional()),
  })
  .superRefine((row, ctx) => {
    if (
      row.status === 'disbursed' &&
      (row.disbursed_amount === undefined || row.disbursed_date === undefined)
    ) {
      ctx.addIssue({ code: 'custom', message: 'A disbursed row needs disbursed_amount and disbursed_date' });
    }
    if (row.status === 'rejected' && row.reason === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: "A rejected row needs the lender's reason (RBI: rejections state the main reason)",
      });
    }
  });
export type StatusRow = z.output<typeof statusRow>;

export interface CurrentApplication {
  status: ApplicationStatus;
  lenderReference: string | null;
  reason: string | null;
  disbursedAmount: number | null;
  disbursedOn: string | null;
}

export type RowPlan =
  | { kind: 'unchanged' }
  | { kind: 'update'; statusChanged: boolean; set: Partial<CurrentApplication> }
  | { kind: 'error'; message: string };

/** What applying a valid row to an application would change; the same row twice changes nothing. */
export function planStatusRow(current: CurrentApplication, row: StatusRow): RowPlan {
  const transition = checkTransition(current.status, row.status);
  if (!transition.ok) return { kind: 'error', message: transition.reason };
  const set: Partial<CurrentApplication> = {};
  if (transition.changed) set.status = row.status;
  if (row.lender_reference !== undefined && row.lender_reference !== current.lenderReference)
    set.lenderReference = row.lender_reference;
  if (row.reason !== undefined && row.reason !== current.reason) set.reason = row.reason;
  if (row.disbursed_amount !== undefined && row.disbursed_amount !== current.disbursedAmount)
    set.disbursedAmount = row.disbursed_amount;
  if (row.disbursed_date !== undefined && row.disbursed_date !== current.disbursedOn)
    set.disbursedOn = row.disbursed_date;
  if (Object.keys(set).length === 0) return { kind: 'unchanged' };
  return { kind: 'update', statusChanged: transition.changed, set };
}
