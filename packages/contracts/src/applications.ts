// Application lifecycle (issue 4; the spec leaves statuses out: docs/decisions/006).
//
//   created ──► submitted ──► in_review ──► approved ──► disbursed
//      │            │             │             │
//      └────────────┴─────────────┴─────────────┴──► rejected (lender's reason) | expired
//
// Moves go forward only (a status file may skip steps, e.g. submitted -> disbursed); disbursed,
// rejected and expired are final. Repeating the current status is a no-op, so re-uploading a
// status file changes nothing.

export const APPLICATION_STATUSES = [
  'created',
  'submitted',
  'in_review',
  'approved',
  'disbursed',
  'rejected',
  'expired',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const FINAL_STATUSES: readonly ApplicationStatus[] = ['disbursed', 'rejected', 'expired'];

const RANK: Record<ApplicationStatus, number> = {
  created: 0,
  submitted: 1,
  in_review: 2,
  approved: 3,
  disbursed: 4,
  rejected: 5,
  expired: 5,
};

export type TransitionCheck = { ok: true; changed: boolean } | { ok: false; reason: string };

export function checkTransition(from: ApplicationStatus, to: ApplicationStatus): TransitionCheck {
  if (from === to) return { ok: true, changed: false };
  if (FINAL_STATUSES.includes(from)) return { ok: false, reason: `The application is already ${from}` };
  if (to === 'rejected' || to === 'expired') return { ok: true, changed: true };
  if (RANK[to] > RANK[from]) return { ok: true, changed: true };
  return { ok: false, reason: `An application cannot go back from ${from} to ${to}` };
}

/**
 * How the application reaches the lender: its API (our outbox), the customer on its website, or
 * the ONDC network (issue 17: signed messages to the lender's app, its own forms in our journey).
 */
export const APPLICATION_HANDOFFS = ['api', 'redirect', 'ondc'] as const;
export type ApplicationHandoff = (typeof APPLICATION_HANDOFFS)[number];

/**
 * What the customer is shown for an application: its status, except that a redirect lender's
 * application the customer has not yet taken to the lender's site says so (issue 13: never
 * 'Submitted' before the hand-off was followed; docs/decisions/006).
 */
export const CUSTOMER_APPLICATION_STATUSES = [...APPLICATION_STATUSES, 'continue_at_lender'] as const;
export type CustomerApplicationStatus = (typeof CUSTOMER_APPLICATION_STATUSES)[number];

export function customerStatusOf(
  status: ApplicationStatus,
  handoff: ApplicationHandoff,
): CustomerApplicationStatus {
  return status === 'created' && handoff === 'redirect' ? 'continue_at_lender' : status;
}

const DAY_MS = 86_400_000;

/**
 * The de-dupe rule (RBI: avoid sending one person to many lenders): an application to a lender made
 * inside the window and not expired holds a new one to that lender until the window has passed.
 * Answers the moment a new application is allowed again, or null when this one does not hold it.
 * A window of 0 days turns de-dupe off. The server's apply refusal applies the same rule in SQL.
 */
export function dedupeHoldUntil(
  application: { createdAt: Date; status: ApplicationStatus },
  now: Date,
  windowDays: number,
): Date | null {
  if (windowDays <= 0 || application.status === 'expired') return null;
  const until = new Date(application.createdAt.getTime() + windowDays * DAY_MS);
  return until.getTime() > now.getTime() ? until : null;
}

/**
 * An unfinished redirect application (ADR 006): still 'created' because the customer never followed
 * the link. After `days` it expires, so the status is honest (the lender never had it) and the
 * de-dupe hold on that lender lifts. Answers the moment it expires, or null when the rule does not
 * apply (an API lender's, or one already further on).
 */
export function unfinishedRedirectExpiresAt(
  application: { createdAt: Date; status: ApplicationStatus; handoff: ApplicationHandoff },
  days: number,
): Date | null {
  if (application.status !== 'created' || application.handoff !== 'redirect') return null;
  return new Date(application.createdAt.getTime() + days * DAY_MS);
}

/** Redirect applications created at or before this moment and still 'created' have expired. */
export function unfinishedRedirectCutoff(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY_MS);
}

export function isApplicationStatus(value: string): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(value);
}

export const APPLICATION_EVENT_SOURCES = [
  'customer',
  'lender_api',
  'redirect',
  'status_file',
  'mis_file',
  'admin',
  'system',
  'network',
] as const;
export type ApplicationEventSource = (typeof APPLICATION_EVENT_SOURCES)[number];

/**
 * Notes the product writes on a timeline, kept as a code with its values so that each language
 * shows them in its own words (the English text is stored beside them for staff views). A lender's
 * own words (a rejection reason) have no code: they are shown as the lender wrote them.
 */
export const TIMELINE_NOTE_CODES = [
  'redirect_continued',
  'redirect_not_continued',
  'lender_reference',
  'lender_unreachable',
  'details_updated',
  'disbursed',
  /** Issue 17: the customer sent a network lender's own form ({ form }: the lender's heading). */
  'lender_form_submitted',
  /** Issue 17: the lender reports the loan closed (foreclosed or repaid). */
  'loan_closed',
  /** Issue 17: the lender reports a missed instalment ({ amount }: due with its late fee, rupees). */
  'emi_missed',
  /** Issue 17: the lender reports a part-prepayment received ({ amount }: rupees). */
  'part_prepaid',
] as const;
export type TimelineNoteCode = (typeof TIMELINE_NOTE_CODES)[number];
export type TimelineNoteValues = Record<string, string | number | string[]>;
export interface TimelineNote {
  code: TimelineNoteCode | null;
  values: TimelineNoteValues | null;
  /** English, for staff views and older clients. */
  text: string | null;
}

/** A product note: its code and values for the customer's language, and the English text. */
export function productNote(
  code: TimelineNoteCode,
  text: string,
  values: TimelineNoteValues | null = null,
): TimelineNote {
  return { code, values, text };
}

/** A note in someone's own words (a lender's reason): shown as written, in every language. */
export function plainNote(text: string | null): TimelineNote {
  return { code: null, values: null, text };
}
