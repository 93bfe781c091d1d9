import {
  APPLICATION_STATUSES,
  LENDER_PRODUCTS,
  type ApplicationStatus,
  type LenderProduct,
} from '@cl/contracts';

// The report's columns are named by the server in English (they are the CSV headers too); on
// screen they and their coded values are shown in the page's language.
export const REPORT_COLUMNS = {
  Lead: 'lead',
  Application: 'application',
  Source: 'source',
  Name: 'name',
  Mobile: 'mobile',
  Lender: 'lender',
  Product: 'product',
  Amount: 'amount',
  Status: 'status',
  Disbursed: 'disbursed',
  'Signed up': 'signedUp',
  Created: 'created',
} as const;
export type ReportColumnKey = (typeof REPORT_COLUMNS)[keyof typeof REPORT_COLUMNS];

export const LEAD_SOURCES = ['site', 'referral', 'utm', 'api'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

const isReportColumn = (header: string): header is keyof typeof REPORT_COLUMNS =>
  Object.hasOwn(REPORT_COLUMNS, header);

export function reportColumnKey(header: string): ReportColumnKey | null {
  return isReportColumn(header) ? REPORT_COLUMNS[header] : null;
}

export const isApplicationStatus = (value: string): value is ApplicationStatus =>
  APPLICATION_STATUSES.some((status) => status === value);
export const isLenderProduct = (value: string): value is LenderProduct =>
  LENDER_PRODUCTS.some((product) => product === value);
export const isLeadSource = (value: string): value is LeadSource =>
  LEAD_SOURCES.some((source) => source === value);
