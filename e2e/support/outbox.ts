import { readFile } from 'node:fs/promises';
import path from 'node:path';

/** The sign-in codes a server sent: it writes them to <DATA_DIR>/outbox.jsonl (no SMS in tests). */
export interface Outbox {
  /** The latest code sent to a mobile number or email, waiting up to `timeoutMs` for it. */
  latestCode: (to: string, timeoutMs?: number) => Promise<string>;
}

export function readOutbox(dataDir: string): Outbox {
  return { latestCode: (to, timeoutMs) => latestCode(dataDir, to, timeoutMs) };
}

/** The latest sign-in code the server wrote to <DATA_DIR>/outbox.jsonl for a number or email. */
export async function latestCode(dataDir: string, to: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const text = await readFile(path.join(dataDir, 'outbox.jsonl'), 'utf8').catch(() => '');
    const lines = text.trim().split('\n').filter(Boolean).reverse();
    for (const line of lines) {
      const message: unknown = JSON.parse(line);
      if (
        typeof message === 'object' &&
        message !== null &&
        'to' in message &&
        'text' in message &&
        message.to === to &&
        typeof message.text === 'string'
      ) {
        const code = /\b(\d{6})\b/.exec(message.text)?.[1];
        if (code) return code;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no code for ${to} in the outbox`);
}
