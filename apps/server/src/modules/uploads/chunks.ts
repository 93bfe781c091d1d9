/**
 * Status and MIS rows per statement. A chunk costs three statements whatever its size, as its
 * statements pass each column as one array (uploads.repository.ts); the whole file is one
 * transaction (ADR 036). Each statement has a fixed cost (the summary trigger alone took
 * 24-41 ms per 5,000-row UPDATE and 67-72 ms per 20,000), but a bigger chunk keeps more rows,
 * their locked state and its arrays alive at once. bench/uploads.ts, 100,000 rows, two runs:
 * PostgreSQL CPU for .csv / .xlsx 5.6 / 6.1 s at 5,000 rows a chunk, 4.9 / 5.3 s at 10,000,
 * 4.0-4.8 s at 20,000; the server's peak RSS 305 / 319, 320 / 342 and 312-353 / 373-375 MB. 10,000 is
 * the middle: the upload is over its memory goal already (issue 16).
 */
export const CHUNK_ROWS = 10_000;

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

/**
 * Yields what items yields, asking for the next item before handing over the current one: while
 * the caller awaits the database with one chunk, the next is read and parsed, so the server's
 * work overlaps PostgreSQL's instead of adding to it (issue 16). One item more is held at once.
 */
export async function* readAhead<T>(items: AsyncIterable<T>): AsyncGenerator<T> {
  const source = items[Symbol.asyncIterator]();
  let next = source.next();
  try {
    for (;;) {
      const current = await next;
      if (current.done === true) return;
      next = source.next();
      // A read that fails while the caller works is rethrown where it is awaited above; until
      // then it must not count as an unhandled rejection.
      next.catch(() => undefined);
      yield current.value;
    }
  } finally {
    // The caller stopped early (a chunk was refused): the read in flight settles, then the
    // source closes its file.
    await source.return?.();
  }
}
