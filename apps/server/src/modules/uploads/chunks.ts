/**
 * Status and MIS rows per statement. A chunk costs three statements whatever its size, as its
 * statements pass each column as one array (uploads.repository.ts); the whole file is one
 * transaction (ADR 036). Each statement has a fixed cost, but a bigger chunk keeps more rows,
 * their locked state and its arrays alive at once, and two chunks are in flight (ADR 036, fourth
 * pass). bench/uploads.ts, 100,000 rows, 6 Dec 2026: PostgreSQL CPU for .csv 4.2-4.6 s at 5,000
 * rows a chunk, 3.7 s at 8,000, 3.2-3.6 s at 10,000 and 3.3-3.4 s at 12,000; the server's peak RSS
 * moved less than from run to run (221-259 MB in all). 10,000 is where the fixed costs level off.
 */
export const CHUNK_ROWS = 10_000;

/**
 * Commission rows per transaction: their statements bind a parameter per value, and a chunk must
 * stay far below PostgreSQL's 65,535 parameters.
 */
export const COMMISSION_CHUNK_ROWS = 500;

/**
 * Regroups batches of items (as the readers yield them) into chunks of exactly size, the last
 * one shorter, holding one chunk and one batch in memory at a time.
 */
export async function* inChunks<T>(batches: AsyncIterable<T[]>, size: number): AsyncGenerator<T[]> {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('chunk size must be a positive integer');
  let chunk: T[] = [];
  for await (const batch of batches) {
    for (const item of batch) {
      chunk.push(item);
      if (chunk.length === size) {
        yield chunk;
        chunk = [];
      }
    }
  }
  if (chunk.length > 0) yield chunk;
}
