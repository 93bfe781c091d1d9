import type { ApplicationEventSource, ApplicationStatus, TimelineNote } from '@cl/contracts';
import { formatCalendarDate, formatRupeeAmount, plainNote, productNote } from '@cl/contracts';
import { planStatusRow, statusRow, type CurrentApplication, type StatusRow } from './status-row.ts';
import { emptyOutcome, issuesMessage, type ChunkOutcome, type RowError } from './upload-result.ts';

// Pure rules for one chunk of status-file or MIS rows: parse each row, then plan the rows in file
// order against the applications' stored state, so that a later row for the same application
// sees what an earlier one changed, exactly as applying them one by one would.

export type StatusSource = Extract<ApplicationEventSource, 'status_file' | 'mis_file'>;

export interface UploadedRow {
  rowNumber: number;
  values: Record<string, string>;
}

export type StatusEntry = { rowNumber: number; row: StatusRow } | { rowNumber: number; error: RowError };

/** What a status upload writes of an application. */
export interface ApplicationState extends CurrentApplication {
  id: number;
}

/** An application as stored, locked for the chunk. */
export interface LockedApplication extends ApplicationState {
  publicId: string;
}

/** A timeline event, as addEvent (applications.repository.ts) writes it. */
export interface NewEvent {
  applicationId: number;
  status: ApplicationStatus;
  source: StatusSource;
  note: TimelineNote;
}

export interface StatusChunkPlan extends ChunkOutcome {
  /** The state each changed application ends the chunk in. */
  updates: LockedApplication[];
  /** Timeline events in file order. */
  events: NewEvent[];
}

export function parseStatusEntry({ rowNumber, values }: UploadedRow, source: StatusSource): StatusEntry {
  // An MIS lists disbursals only, so its rows carry no status column.
  const parsed = statusRow.safeParse(source === 'mis_file' ? { status: 'disbursed', ...values } : values);
  if (parsed.success) return { rowNumber, row: parsed.data };
  const applicationId = values.application_id ?? null;
  return { rowNumber, error: { row: rowNumber, applicationId, message: issuesMessage(parsed.error) } };
}

/** Application ids in the form the database answers them (uuid text is lower case). */
export const applicationKey = (publicId: string): string => publicId.toLowerCase();

export function applicationIdsOf(entries: StatusEntry[]): string[] {
  const ids = new Set<string>();
  for (const entry of entries) if ('row' in entry) ids.add(applicationKey(entry.row.application_id));
  return [...ids];
}

/** The note on the timeline: the reason, the disbursal, or the lender's reference. */
export function timelineNote(row: StatusRow, statusChanged: boolean, changed: string[]): TimelineNote {
  if (!statusChanged)
    return productNote('details_updated', `Details updated: ${changed.join(', ')}`, { fields: changed });
  if (row.status === 'rejected') return plainNote(row.reason ?? null);
  if (row.status === 'disbursed') {
    const amount = row.disbursed_amount ?? 0;
    const date = row.disbursed_date ?? '';
    // The English fallback text reads as screens do; the codes and values are what screens use.
    const text = `${formatRupeeAmount(amount)} on ${formatCalendarDate(date)}`;
    return productNote('disbursed', text, { amount, date });
  }
  return row.lender_reference
    ? productNote('lender_reference', row.lender_reference, { reference: row.lender_reference })
    : plainNote(null);
}

/** locked holds the chunk's applications by applicationKey; an id missing from it is unknown. */
export function planStatusChunk(
  entries: StatusEntry[],
  locked: ReadonlyMap<string, LockedApplication>,
  source: StatusSource,
): StatusChunkPlan {
  const plan: StatusChunkPlan = { ...emptyOutcome(), updates: [], events: [] };
  const state = new Map(locked);
  const changed = new Map<number, LockedApplication>();
  for (const entry of entries) {
    if ('error' in entry) {
      plan.errors.push(entry.error);
      continue;
    }
    const { row, rowNumber } = entry;
    const refuse = (message: string) =>
      plan.errors.push({ row: rowNumber, applicationId: row.application_id, message });
    const key = applicationKey(row.application_id);
    const app = state.get(key);
    if (!app) {
      refuse('No application with this id');
      continue;
    }
    const step = planStatusRow(app, row);
    if (step.kind === 'error') refuse(step.message);
    if (step.kind !== 'update') continue;
    const next = { ...app, ...step.set };
    state.set(key, next);
    changed.set(app.id, next);
    const note = timelineNote(row, step.statusChanged, Object.keys(step.set));
    plan.events.push({ applicationId: app.id, status: row.status, source, note });
    if (step.set.status === 'disbursed') plan.created += 1;
    else plan.updated += 1;
    // The id as stored: the row's own text is a piece of the file as read, and holding it until the
    // answer is sent held that whole piece (issue 16: the upload's peak memory).
    plan.changedIds.push(app.publicId);
  }
  plan.updates = [...changed.values()];
  return plan;
}
