export interface RowError {
  row: number;
  applicationId: string | null;
  message: string;
}

export interface ApplyResult {
  rowsRead: number;
  /** Applications that became disbursed (MIS: 'created'), or new commission payments. */
  created: number;
  /** Applications or payments changed in any other way. */
  updated: number;
  changedIds: string[];
  errors: RowError[];
}

/** What one chunk of rows did; rowsRead is counted as rows arrive. */
export type ChunkOutcome = Omit<ApplyResult, 'rowsRead'>;

export const emptyOutcome = (): ChunkOutcome => ({ created: 0, updated: 0, changedIds: [], errors: [] });

export function addOutcome(result: ApplyResult, chunk: ChunkOutcome): void {
  result.created += chunk.created;
  result.updated += chunk.updated;
  result.changedIds.push(...chunk.changedIds);
  result.errors.push(...chunk.errors);
}

/** The zod issues of a refused row, as one message. */
export const issuesMessage = (error: { issues: { message: string }[] }): string =>
  error.issues.map((i) => i.message).join('; ');
