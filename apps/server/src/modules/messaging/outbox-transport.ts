import { appendFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { MessageTransport } from './transport.ts';

/**
 * The default when no SMS provider or SMTP server is configured: one JSON line per message in
 * <DATA_DIR>/outbox.jsonl, so a developer (or the e2e test) can read the code. The log line says
 * a message was written, never its text.
 */
export function createOutboxTransport(dataDir: string, log: FastifyBaseLogger): MessageTransport {
  const file = path.join(dataDir, 'outbox.jsonl');
  // One chain for every write to the file, so a forget never races an append.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  return {
    name: 'outbox',
    send: (message) =>
      serial(async () => {
        const line = JSON.stringify({
          channel: message.channel,
          to: message.to,
          text: message.text,
          at: new Date().toISOString(),
        });
        // The folder is made only when missing (issue 16: a mkdir before every append was a
        // tenth of an OTP send), so a folder removed while running is made again.
        try {
          await appendFile(file, `${line}\n`, { mode: 0o600 });
        } catch (error) {
          if (!isMissing(error)) throw error;
          await mkdir(dataDir, { recursive: true });
          await appendFile(file, `${line}\n`, { mode: 0o600 });
        }
        log.info({ channel: message.channel, outbox: file }, 'message written to the outbox');
      }),
    forget: (destinations) =>
      serial(async () => {
        const kept = withoutDestinations(await readOrEmpty(file), destinations);
        if (kept === null) return;
        // Write beside, then rename: a crash leaves either the old file or the new one, never half.
        const temporary = `${file}.${String(process.pid)}.tmp`;
        await writeFile(temporary, kept, { mode: 0o600 });
        await rename(temporary, file);
      }),
  };
}

const isMissing = (error: unknown) => error instanceof Error && 'code' in error && error.code === 'ENOENT';

async function readOrEmpty(file: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (isMissing(error)) return '';
    throw error;
  }
}

/** The file without lines that name any destination; null when nothing changes. */
export function withoutDestinations(text: string, destinations: readonly string[]): string | null {
  if (text === '' || destinations.length === 0) return null;
  const lines = text.split('\n').filter((line) => line !== '');
  const kept = lines.filter((line) => !destinations.some((d) => line.includes(d)));
  if (kept.length === lines.length) return null;
  return kept.map((line) => `${line}\n`).join('');
}
