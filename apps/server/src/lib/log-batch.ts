import { closeSync, openSync, writeSync } from 'node:fs';

/** How long a write waits before it tries again when the reader of a pipe is behind (EAGAIN). */
const BUSY_RETRY_MS = 10;
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Log lines gathered in memory and written plainly, a batch at a time (ADR 028, fifth and eighth
 * passes). pino's own destination (sonic-boom) appended each line to one growing string and
 * measured that whole string's UTF-8 length on every write, which made and copied a flat string
 * of up to a batch per line: three times what making the request line costs. Here a line is kept
 * as it is, and a batch is joined and encoded once, when it is written.
 *
 * A write blocks until the whole batch is written (as pino's default destination does); a reader
 * that is behind (EAGAIN) is waited for. A batch that cannot be written at all (the reader is
 * gone) is dropped: there is nowhere left to write it, and the product keeps nothing in its log
 * that is not also in PostgreSQL.
 */
export class LogBatch {
  #lines: string[] = [];
  #length = 0;
  readonly #fd: number;
  readonly #ownsFd: boolean;
  readonly #timer: NodeJS.Timeout;

  /** dest: a file descriptor, or a path opened for appending. */
  constructor(
    dest: number | string,
    private readonly batchLength: number,
    flushMs: number,
    /** fs.writeSync, or a stand-in in tests (a short write, a reader that is behind). */
    private readonly writeBytes: (fd: number, bytes: Buffer, offset: number) => number = writeSync,
  ) {
    this.#ownsFd = typeof dest === 'string';
    this.#fd = typeof dest === 'string' ? openSync(dest, 'a') : dest;
    this.#timer = setInterval(() => {
      this.flushSync();
    }, flushMs).unref();
  }

  write(line: string): boolean {
    this.#lines.push(line);
    this.#length += line.length;
    if (this.#length >= this.batchLength) this.flushSync();
    return true;
  }

  /** Writes every gathered line now. */
  flushSync(): void {
    if (this.#lines.length === 0) return;
    const bytes = Buffer.from(this.#lines.join(''));
    this.#lines = [];
    this.#length = 0;
    let written = 0;
    while (written < bytes.length) {
      try {
        written += this.writeBytes(this.#fd, bytes, written);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
        Atomics.wait(pause, 0, 0, BUSY_RETRY_MS);
      }
    }
  }

  /** pino's logger.flush(): what is gathered is written before `done` is called. */
  flush(done?: (error?: Error) => void): void {
    this.flushSync();
    done?.();
  }

  /** Writes what is left and stops the timer; a file opened from a path is closed. */
  destroy(): void {
    clearInterval(this.#timer);
    this.flushSync();
    if (this.#ownsFd) closeSync(this.#fd);
  }
}
