/**
 * Rows applied per transaction: large enough that a 100,000-row file takes a few hundred round
 * trips, small enough that a chunk's statements stay far below PostgreSQL's 65,535 parameters
 * and its locks are held briefly.
 */
export const CHUNK_ROWS = 500;

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
