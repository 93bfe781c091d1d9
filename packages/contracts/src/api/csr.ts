import { z } from 'zod';
import { PATTERNS } from '../validation/patterns.ts';
import { msg } from '../validation/messages.ts';
import { userRecord } from './user-record.ts';
import { applicationSummary } from './offers.ts';

// /admin/csr-portal (spec 7, issue 12 finding 7). The identifier travels in a POST body so a mobile
// number or email never reaches a URL (and so no access log of a proxy holds it).
export const CSR_API = {
  search: '/api/admin/csr/search',
  customer: '/api/admin/csr/customers/:userId',
  notes: '/api/admin/csr/customers/:userId/notes',
} as const;

export type CsrIdentifierKind = 'mobile' | 'email' | 'application';
export interface CsrIdentifier {
  kind: CsrIdentifierKind;
  value: string;
}

/**
 * A search names one person exactly: a full 10-digit mobile (spaces, dashes, +91 or a leading 0
 * allowed), a full email address, or an application reference. Fragments are refused, so `%`, `_`
 * or "@" can never list customers: the server compares by equality, never with LIKE.
 */
export function classifyCsrIdentifier(text: string): CsrIdentifier | null {
  const trimmed = text.trim();
  if (PATTERNS.uuid.test(trimmed)) return { kind: 'application', value: trimmed.toLowerCase() };
  if (trimmed.includes('@'))
    return PATTERNS.email.test(trimmed) ? { kind: 'email', value: trimmed.toLowerCase() } : null;
  if (!/^[+0-9 ()-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '');
  return PATTERNS.phone.test(digits) ? { kind: 'mobile', value: digits } : null;
}

export const csrSearchBody = z.object({
  q: z
    .string()
    .trim()
    .max(254, msg('csrIdentifier'))
    .refine((q) => classifyCsrIdentifier(q) !== null, msg('csrIdentifier')),
});
export type CsrSearchBody = z.input<typeof csrSearchBody>;

export const csrCustomerHit = z.object({
  userId: z.number(),
  name: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
});
export type CsrCustomerHit = z.infer<typeof csrCustomerHit>;

export const csrSearchResponse = z.object({ success: z.literal(true), data: z.array(csrCustomerHit) });

/** GET CSR_API.customer: profile (PAN masked), applications and notes; the server logs the view. */
export const csrNote = z.object({ note: z.string(), adminId: z.number(), at: z.string() });
export const csrCustomer = z.object({
  profile: userRecord,
  applications: z.array(applicationSummary),
  notes: z.array(csrNote),
});
export type CsrCustomer = z.infer<typeof csrCustomer>;
export const csrCustomerResponse = z.object({ success: z.literal(true), data: csrCustomer });
export const csrNoteBody = z.object({
  note: z.string().trim().min(2, 'Write a note').max(2000, 'The note is too long'),
});
