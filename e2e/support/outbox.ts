import { readFile } from 'node:fs/promises';
import path from 'node:path';

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
