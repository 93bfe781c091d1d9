import type { z } from 'zod';
import { resolveDateRange, todayInIndia, type PartnerReportCell, type reportQuery } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { badRequest } from '../../lib/app-error.ts';
import { partnerApplicationsPage, partnerLeadsPage } from './partner-portal.repository.ts';
import { istBounds } from './partner-stats.repository.ts';

/** 'Asha M.' from a customer's names; null when they have not given one yet. */
export function shortName(first: string | null, last: string | null): string | null {
  return [first, last ? `${last.slice(0, 1)}.` : ''].filter(Boolean).join(' ') || null;
}

export type PartnerReportRow = Record<string, PartnerReportCell>;
export const PARTNER_EXPORT_LIMIT = 50_000;

/**
 * /partner/reports: the partner's own leads or applications in the chosen Indian-calendar range,
 * one page (or up to the export limit). Lead mobiles show only their last four digits.
 */
export async function partnerReport(
  db: Database,
  partnerId: number,
  query: z.infer<typeof reportQuery>,
  page: { limit: number; offset: number },
) {
  if (query.preset === 'custom_range' && (!query.from || !query.to))
    throw badRequest('Choose a start and an end date');
  const { start, end } = istBounds(resolveDateRange(query.preset, todayInIndia(), query));
  if (query.type === 'leads') {
    const { total, rows } = await partnerLeadsPage(db, partnerId, { start, end }, page);
    return {
      total,
      columns: ['Lead', 'Source', 'Name', 'Mobile', 'Product', 'Amount', 'Signed up', 'Created'],
      rows: rows.map(({ lead: r, firstName, lastName, userProduct }): PartnerReportRow => ({
        Lead: r.publicId,
        Source: r.source,
        // A pushed lead has the name the partner sent; a referral lead shows its customer's, as
        // the referral page does (first name and initial: DPDP, only what is needed).
        Name: r.name ?? shortName(firstName, lastName),
        Mobile: r.mobile ? `******${r.mobile.slice(-4)}` : null,
        Product: r.product ?? userProduct,
        Amount: r.amount,
        'Signed up': r.userId ? 'yes' : 'no',
        Created: r.createdAt.toISOString(),
      })),
    };
  }
  const { total, rows } = await partnerApplicationsPage(
    db,
    partnerId,
    { start, end, status: query.status },
    page,
  );
  return {
    total,
    columns: ['Application', 'Lender', 'Product', 'Amount', 'Status', 'Disbursed', 'Created'],
    rows: rows.map(({ app: a, lender }): PartnerReportRow => ({
      Application: a.publicId,
      Lender: lender,
      Product: a.product,
      Amount: a.amount,
      Status: a.status,
      Disbursed: a.disbursedAmount === null ? null : Number(a.disbursedAmount),
      Created: a.createdAt.toISOString(),
    })),
  };
}
