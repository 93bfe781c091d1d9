import { appendFile, mkdir } from 'node:fs/promises';
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
  return {
    name: 'outbox',
    send: async (message) => {
      await mkdir(dataDir, { recursive: true });
      const line = JSON.stringify({
        channel: message.channel,
        to: message.to,
        text: message.text,
        at: new Date().toISOString(),
      });
      await appendFile(file, `${line}\n`, { mode: 0o600 });
      log.info({ channel: message.channel, outbox: file }, 'message written to the outbox');
    },
  };
}
