import { z } from 'zod';
import { REVENUE_PERCENT } from '../constants.ts';
import { msg } from '../validation/messages.ts';
import { idText } from './numbers.ts';

// Issue 15: the revenue ledger, its monthly statements and partners' effective-dated rates.
// Every amount is integer paise; percent rates are thousandths of a percent (2.5% = 2500).

export const REVENUE_API = {
  month: '/api/admin/revenue',
  closeMonth: '/api/admin/revenue/months/:month/close',
  partnerStatement: '/api/admin/revenue/partners/:partnerId/statement',
  partnerStatementExport: '/api/admin/revenue/partners/:partnerId/statement/export',
  lenderStatement: '/api/admin/revenue/lenders/:lenderId/statement',
  lenderStatementExport: '/api/admin/revenue/lenders/:lenderId/statement/export',
  partnerRates: '/api/admin/partners/:partnerId/rates',
} as const;

/** The partner portal's own statement (its partner comes from the session). */
export const PARTNER_STATEMENT_API = {
  statement: '/api/partner/statement',
  export: '/api/partner/statement/export',
} as const;

export const monthField = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM');
export const monthQuery = z.object({ month: monthField });
export const monthParams = z.object({ month: monthField });
export const statementPartnerParams = z.object({ partnerId: idText });
export const statementLenderParams = z.object({ lenderId: idText });

const paise = z.number().int();
const answer = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** open; closed by an admin; or closed by itself (months before the previous one). */
export const monthStateField = z.enum(['open', 'closed', 'auto-closed']);
export type LedgerMonthState = z.infer<typeof monthStateField>;

export const revenueMonth = z.object({
  month: z.string(),
  state: monthStateField,
  closedAt: z.string().nullable(),
  lenders: z.array(
    z.object({
      lenderId: z.number().int(),
      lender: z.string(),
      disbursals: z.number().int(),
      disbursedPaise: paise,
      revenuePaise: paise,
      paidPaise: paise,
      differencePaise: paise,
      status: z.enum(['matched', 'underpaid', 'overpaid']),
    }),
  ),
  partners: z.array(
    z.object({
      partnerId: z.number().int(),
      partner: z.string(),
      disbursals: z.number().int(),
      disbursedPaise: paise,
      earnedPaise: paise,
    }),
  ),
});
export type RevenueMonth = z.infer<typeof revenueMonth>;
export const revenueMonthResponse = answer(revenueMonth);

export const statementLine = z.object({
  /** The application's reference (never an internal id). */
  reference: z.string(),
  lender: z.string(),
  kind: z.enum(['disbursal', 'reversal']),
  disbursalDay: z.string(),
  /** Set when the line corrects an earlier, closed month (YYYY-MM). */
  correctionFor: z.string().nullable(),
  disbursals: z.number().int(),
  disbursedPaise: paise,
  /** Partner statement: the partner's earning; lender statement: the revenue the lender owes. */
  amountPaise: paise,
  percentMilli: z.number().int().nullable(),
  flatPaise: paise.nullable(),
  recordedAt: z.string(),
});
export type StatementLine = z.infer<typeof statementLine>;

export const statement = z.object({
  party: z.enum(['partner', 'lender']),
  id: z.number().int(),
  name: z.string(),
  month: z.string(),
  state: monthStateField,
  closedAt: z.string().nullable(),
  lines: z.array(statementLine),
  totals: z.object({ disbursals: z.number().int(), disbursedPaise: paise, amountPaise: paise }),
});
export type Statement = z.infer<typeof statement>;
export const statementResponse = answer(statement);

export const monthClosedResponse = answer(
  z.object({ month: z.string(), state: monthStateField, closedAt: z.string().nullable() }),
);

export const partnerRate = z.object({
  id: z.number().int(),
  percentMilli: z.number().int(),
  flatPaise: paise,
  effectiveFrom: z.string(),
});
export type PartnerRateRow = z.infer<typeof partnerRate>;
export const partnerRatesResponse = answer(z.array(partnerRate));
export const partnerRateResponse = answer(partnerRate);

/** A real calendar day as YYYY-MM-DD (2026-02-30 is refused). */
const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, msg('dateInvalid'))
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
  }, msg('dateInvalid'));

/** A new rate from a day on (the admin's rate dialog; rupees and percent as typed). */
export const partnerRateBody = z.object({
  revenue_percent: z
    .number()
    .min(REVENUE_PERCENT.min, msg('percentRange'))
    .max(REVENUE_PERCENT.max, msg('percentRange'))
    .refine((v) => Math.abs(Math.round(v * 1000) - v * 1000) < 1e-6, msg('percentRange')),
  revenue_flat_fee: z
    .number()
    .min(0, msg('positiveNumber'))
    .max(1e9, msg('positiveNumber'))
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, msg('positiveNumber')),
  effective_from: isoDay,
});
export type PartnerRateBody = z.infer<typeof partnerRateBody>;
