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
] as const;
export type ApplicationEventSource = (typeof APPLICATION_EVENT_SOURCES)[number];
