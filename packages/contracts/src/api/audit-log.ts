import { z } from 'zod';
import { idField, intField } from './numbers.ts';
import { classifyCsrIdentifier } from './csr.ts';
import { msg } from '../validation/messages.ts';

// Issue 15: the audit screen (role 1). It reads what is already recorded: the audit log (every admin
// change, CSR searches, masquerade sessions and each write made in them, erasures, rate changes)
// and the personal-data access log (each CSR view of a customer). POST, like the CSR search, so a
// mobile number or email searched for never reaches a URL.

export const AUDIT_API = {
  search: '/api/admin/audit-log',
  export: '/api/admin/audit-log/export',
  admins: '/api/admin/audit-log/admins',
} as const;

/**
 * The kinds of entry one can search for. Each names the audit actions it covers (an action equal to
 * the text, or under it when the text ends with '.'); `csr_view` is the access log.
 */
export const AUDIT_ACTION_GROUPS = {
  csr_view: [],
  csr_search: ['csr.search'],
  masquerade: ['masquerade.'],
  erasure: ['customer.erase'],
  export: ['export.'],
  rates: ['partner.revenue', 'partner.rate', 'revenue.', 'rate.'],
  support: ['support.'],
  other: [],
} as const satisfies Record<string, readonly string[]>;
export type AuditActionGroup = keyof typeof AUDIT_ACTION_GROUPS;
export const AUDIT_ACTION_GROUP_NAMES = Object.keys(AUDIT_ACTION_GROUPS) as [
  AuditActionGroup,
  ...AuditActionGroup[],
];

export const AUDIT_PAGE_SIZE = 50;
/** An export holds at most this many rows; the screen says to narrow the search beyond it. */
export const AUDIT_EXPORT_LIMIT = 10_000;

export const auditSearchBody = z
  .object({
    /** A customer by full mobile, full email or application reference (exact, like the CSR search). */
    person: z
      .string()
      .trim()
      .max(254, msg('csrIdentifier'))
      .refine((q) => q === '' || classifyCsrIdentifier(q) !== null, msg('csrIdentifier'))
      .optional(),
    adminId: idField.optional(),
    action: z.enum(AUDIT_ACTION_GROUP_NAMES).optional(),
    /** Inclusive Indian calendar days. */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    page: intField(1, 100_000).default(1),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'Choose a start date on or before the end date',
  });
export type AuditSearchBody = z.input<typeof auditSearchBody>;

export const auditEntry = z.object({
  /** ISO timestamp; the screen and the CSV show it in Indian time. */
  at: z.string(),
  /** The admin who acted (or who was masquerading), by name; null for a partner or the system. */
  admin: z.string().nullable(),
  actor: z.string(),
  action: z.string(),
  /** Who or what it was about, as people know it (a masked mobile, a partner's or lender's name). */
  subject: z.string(),
  detail: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditSearchResponse = z.object({
  success: z.literal(true),
  data: z.object({
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    rows: z.array(auditEntry),
  }),
});

export const auditAdminsResponse = z.object({
  success: z.literal(true),
  data: z.array(z.object({ adminId: z.number(), name: z.string() })),
});
