import {
  formatCalendarDate,
  formatReportTime,
  formatRupeeAmount,
  isoDateOf,
  todayInIndia,
  type ApplicationStatus,
  type LenderProduct,
} from '@cl/contracts';

// Issue 15: every report and export reads as the screens do, in Indian time, ₹ with Indian
// grouping, product and status names, references instead of internal ids (docs/decisions/023).
// Files are read away from the app and passed on, so they are in English, the admin's language
// for reports; the partner's report screen names products and statuses in its own language.

const PRODUCT_NAMES: Record<LenderProduct, string> = {
  personal: 'Personal loan',
  business: 'Business loan',
  gold: 'Gold loan',
  home: 'Home loan',
  student: 'Student loan',
  two_wheeler: 'Two-wheeler loan',
  car: 'Car loan',
};

const STATUS_NAMES: Record<ApplicationStatus, string> = {
  created: 'Created',
  submitted: 'Submitted',
  in_review: 'In review',
  approved: 'Approved',
  disbursed: 'Disbursed',
  rejected: 'Rejected',
  expired: 'Expired',
};

const productNames = new Map<string, string>(Object.entries(PRODUCT_NAMES));
const statusNames = new Map<string, string>(Object.entries(STATUS_NAMES));

/** A lender product's name ('Personal loan'); an unknown code is shown as it is. */
export const productName = (product: string): string => productNames.get(product) ?? product;

/** An application status's name ('In review'); an unknown code is shown as it is. */
export const statusName = (status: string): string => statusNames.get(status) ?? status;

/** An instant in Indian time, named: '24 Nov 2026, 1:53 am IST'. */
export const reportTime = (at: Date | null): string | null => (at ? formatReportTime(at) : null);

/** A calendar date ('2026-11-24', a disbursal day) as '24 Nov 2026'. */
export const reportDate = (isoDate: string | null): string | null =>
  isoDate ? formatCalendarDate(isoDate) : null;

/** Rupees as stored (whole rupees, or numeric text) as '₹2,00,000' or '₹2,500.50'. */
export const reportRupees = (amount: number | string | null): string | null =>
  amount === null ? null : formatRupeeAmount(amount);

/** A download's file name, dated by the Indian day it was made: 'internal-report-2026-11-24'. */
export const exportFileName = (name: string, now: Date = new Date()): string =>
  `${name}-${isoDateOf(todayInIndia(now))}`;
