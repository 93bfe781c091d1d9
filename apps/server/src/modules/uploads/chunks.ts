/**
 * Status and MIS rows applied per transaction. A chunk costs three statements and a commit (a
 * WAL flush) whatever its size, as its statements pass each column as one array
 * (uploads.repository.ts), so 100,000 rows take 20 round trips of each instead of 200 (issue 16).
 * 5,000 rows keep a chunk's locks held for well under a second.
 */
export const CHUNK_ROWS = 5_000;

/**
 * Commission rows per transaction: their statements bind a parameter per value, and a chunk must
 * stay far below PostgreSQL's 65,535 parameters.
 */
export const COMMISSION_CHUNK_ROWS = 500;

/** Groups items into arrays of up to size, holding one chunk in memory at a time. */
export async function* inChunks<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('chunk size must be a positive integer');
  let chunk: T[] = [];
  for await (const item of items) {
    chunk.push(item);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}
