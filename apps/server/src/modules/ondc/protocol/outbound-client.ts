import { randomUUID } from 'node:crypto';
import { ondcAckResponse, type OndcAckResponse, type OndcAction } from '@cl/contracts';
import { buildOndcContext, type ContextInput } from './context.ts';
import { findStoredMessage, insertMessageOnce, recordAck, type Db } from './message-log.repository.ts';
import type { OndcSettings } from './ondc-settings.ts';
import { createAuthorization } from './signature.ts';
import type { FetchLike } from './registry-lookup.ts';

// A call out (ADR 031): context built, body serialised once, those exact bytes signed, the message
// stored before it leaves (so a crash after sending still leaves the log complete), posted to
// <participant URI>/<action> (search: the gateway), and the ACK/NACK recorded on the row.

export interface SendDeps {
  db: Db;
  settings: OndcSettings;
  fetch: FetchLike;
  timeoutMs: number;
  now: () => Date;
}

export interface OutboundMessage {
  action: OndcAction;
  /** The participant's URI (its subscriber_url); for search without one, the gateway. */
  targetUri?: string;
  transactionId: string;
  /** Defaults to a fresh UUID. */
  messageId?: string;
  ttlSeconds: number;
  bpp?: ContextInput['bpp'];
  cityCode?: string;
  message: Record<string, unknown>;
}

export type SendResult =
  | { sent: true; messageId: string; answer: OndcAckResponse }
  | { sent: false; messageId: string; problem: 'no_key' | 'no_target' | 'unreachable' | 'bad_answer' };

/** How long our signature stays valid: the message's TTL, at least a minute. */
const signatureSeconds = (ttlSeconds: number) => Math.max(60, ttlSeconds);

export async function sendOndcMessage(deps: SendDeps, out: OutboundMessage): Promise<SendResult> {
  const { settings } = deps;
  const messageId = out.messageId ?? randomUUID();
  const target = out.targetUri ?? (out.action === 'search' ? settings.gatewayUrl : undefined);
  if (!settings.keys) return { sent: false, messageId, problem: 'no_key' };
  if (!target) return { sent: false, messageId, problem: 'no_target' };
  const now = deps.now();
  const context = buildOndcContext(settings, { ...out, messageId, now });
  const body = { context, message: out.message };
  const raw = JSON.stringify(body);
  const authorization = createAuthorization(
    {
      subscriberId: settings.subscriberId,
      uniqueKeyId: settings.uniqueKeyId,
      privateKey: settings.keys.privateKey,
    },
    raw,
    Math.floor(now.getTime() / 1000),
    signatureSeconds(out.ttlSeconds),
  );
  const url = `${target.replace(/\/+$/, '')}/${out.action}`;
  const key = {
    transactionId: out.transactionId,
    messageId,
    action: out.action,
    direction: 'out' as const,
    senderSubscriberId: settings.subscriberId,
  };
  // A resend with the same message id (a retry: the same request for the receiver) keeps the first
  // attempt's row, the bytes first signed; its answer is recorded there if none was yet.
  const row =
    (await insertMessageOnce(deps.db, {
      ...key,
      targetUri: url,
      body,
      rawBody: raw,
      authorization,
      verified: true,
      at: now,
    })) ?? (await findStoredMessage(deps.db, key));
  let answer: unknown;
  try {
    const res = await deps.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization },
      body: raw,
      signal: AbortSignal.timeout(deps.timeoutMs),
    });
    answer = await res.json();
  } catch {
    return { sent: false, messageId, problem: 'unreachable' };
  }
  const parsed = ondcAckResponse.safeParse(answer);
  if (!parsed.success) return { sent: false, messageId, problem: 'bad_answer' };
  if (row) await recordAck(deps.db, row.id, parsed.data.message.ack.status, parsed.data.error);
  return { sent: true, messageId, answer: parsed.data };
}
