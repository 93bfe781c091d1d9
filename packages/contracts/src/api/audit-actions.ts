import type { AuditActionGroup } from './audit-log.ts';

// Issue 15: every action the server writes to the audit log, once, with the kind the audit screen
// files it under. The server's audit() accepts only these names, so a new action cannot be
// written without choosing its kind here (docs/decisions/022-support-inbox-and-audit-screen.md).

type Kind = Exclude<AuditActionGroup, 'csr_view'>;

export const AUDIT_ACTIONS = {
  'admin_user.create': 'other',
  'admin_user.update': 'other',
  'campaign.send': 'other',
  'credit_card.create': 'other',
  'credit_card.delete': 'other',
  'credit_card.update': 'other',
  'csr.search': 'csr_search',
  'customer.erase': 'erasure',
  // DPDP: a person's data leaving the system as a file (issue 15).
  'export.audit_log': 'export',
  'export.customers_journey': 'export',
  'export.dedupe_log': 'export',
  'export.internal_report': 'export',
  'export.lender_api_failures': 'export',
  'export.lender_statement': 'export',
  'export.otp_failures': 'export',
  'export.partner_report': 'export',
  'export.partner_statement': 'export',
  'export.products_report': 'export',
  'export.vendors_products_report': 'export',
  'file.upload': 'other',
  'lender.create': 'other',
  'lender.delete': 'other',
  'lender.setup': 'other',
  'lender.update': 'other',
  'lender_group.create': 'other',
  'masquerade.exit': 'masquerade',
  'masquerade.request': 'masquerade',
  'masquerade.start': 'masquerade',
  'merchant.review': 'other',
  // Issue 17: ONDC network participants, managed like lenders.
  'ondc_participant.create': 'other',
  'ondc_participant.update': 'other',
  // A callback whose handler spent its attempts, handed back for another round by an admin.
  'ondc_message.retry': 'other',
  'partner.branding': 'other',
  'partner.create': 'other',
  'partner.hosts': 'other',
  'partner.insurance': 'other',
  // ADR 020: a partner's effective-dated rate; the lender slabs are `revenue.*`.
  'partner.rate': 'rates',
  'partner.settings': 'other',
  'partner.utm': 'other',
  'partner_api_key.create': 'other',
  'partner_api_key.revoke': 'other',
  'partner_user.create': 'other',
  'partner_user.disable': 'other',
  'partner_user.enable': 'other',
  'partner_user.replace_owner': 'other',
  'revenue.create': 'rates',
  'revenue.delete': 'rates',
  'revenue.month.close': 'rates',
  'revenue.reorder': 'rates',
  'revenue.update': 'rates',
  'support.assign': 'support',
  'support.reply': 'support',
  'support.status': 'support',
  'tracking_link.create': 'other',
  'upload.commission': 'other',
  'upload.mis': 'other',
  'upload.status': 'other',
} as const satisfies Record<string, Kind>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/**
 * Names earlier versions wrote and existing logs still hold, never written again: the partner
 * revenue edit before the ledger's effective-dated rates (ADR 020).
 */
export const RETIRED_AUDIT_ACTIONS = { 'partner.revenue': 'rates' } as const satisfies Record<string, Kind>;

const ALL: [string, Kind][] = [...Object.entries(AUDIT_ACTIONS), ...Object.entries(RETIRED_AUDIT_ACTIONS)];

/** The action names a kind covers (written now or in the past). 'other' also covers unknown names. */
export const auditActionsOf = (kind: Kind): string[] =>
  ALL.filter(([, k]) => k === kind).map(([action]) => action);

/** Every action filed under a kind of its own: the search for 'other' is everything but these. */
export const classifiedAuditActions = (): string[] =>
  ALL.filter(([, k]) => k !== 'other').map(([action]) => action);

/** The kind an action is filed under; a name the list does not know is 'other'. */
export const auditKindOf = (action: string): Kind => ALL.find(([name]) => name === action)?.[1] ?? 'other';
