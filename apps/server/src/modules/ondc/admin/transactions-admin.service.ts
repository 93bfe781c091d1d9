import {
  ONDC_ADMIN_PAGE_SIZE,
  serverMessage,
  type OndcMessageView,
  type OndcQuoteDisagreement,
  type OndcTransactionSummary,
} from '@cl/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { audit } from '../../../lib/audit.ts';
import { conflict, notFound } from '../../../lib/app-error.ts';
import {
  findMessageById,
  releaseFailedMessage,
  listFailedMessages,
  listTransactionMessages,
  listTransactionSummaries,
  type OndcMessageRow,
} from '../protocol/message-log.repository.ts';
import { ONDC_CALL_TIMEOUT_MS } from '../protocol/ondc-protocol.plugin.ts';
import { parseAuthorization } from '../protocol/signature.ts';
import { listQuoteDisagreements } from '../flow/network-offers.repository.ts';
import { maskPersonalData, maskText } from './mask-personal-data.ts';

// Issue 17: the read-only transaction viewer over the ONDC message log (ADR 031), and the
// network's failures beside the lender API failure report (their rows name no lender): NACKs,
// refused callbacks, and callbacks whose handler spent its attempts.

interface Paged<T> {
  total: number;
  page: number;
  pageSize: number;
  rows: T[];
}

const window = (page: number) => ({ limit: ONDC_ADMIN_PAGE_SIZE, offset: (page - 1) * ONDC_ADMIN_PAGE_SIZE });

/** The keyId of the Authorization header (subscriber|unique key id|algorithm), null if unreadable. */
export function keyIdOf(authorization: string): string | null {
  const parsed = parseAuthorization(authorization);
  return parsed ? `${parsed.subscriberId}|${parsed.uniqueKeyId}|${parsed.algorithm}` : null;
}

const formatted = (value: unknown) => JSON.stringify(maskPersonalData(value), null, 2);

/** The body in the order it was written (raw_body); jsonb keeps keys in its own order. */
function bodyAsWritten(row: OndcMessageRow): unknown {
  try {
    const parsed: unknown = JSON.parse(row.rawBody);
    return parsed;
  } catch {
    return row.body;
  }
}

export function toMessageView(row: OndcMessageRow): OndcMessageView {
  return {
    id: row.id,
    transaction_id: row.transactionId,
    message_id: row.messageId,
    direction: row.direction === 'out' ? 'out' : 'in',
    action: row.action,
    sender: row.senderSubscriberId,
    target_uri: row.targetUri,
    at: row.at.toISOString(),
    verified: row.verified,
    key_id: keyIdOf(row.authorization),
    ack_status: row.ackStatus === 'ACK' || row.ackStatus === 'NACK' ? row.ackStatus : null,
    ack_error: row.ackError === null || row.ackError === undefined ? null : formatted(row.ackError),
    apply_failure:
      row.applyAttempts === 0
        ? null
        : {
            attempts: row.applyAttempts,
            // Our handler's own text, masked like a body in case it quotes a value it read.
            error: row.applyError === null ? null : maskText(row.applyError),
            failed_at: row.applyFailedAt?.toISOString() ?? null,
          },
    body: formatted(bodyAsWritten(row)),
  };
}

export async function transactionsPage(db: Database, page: number): Promise<Paged<OndcTransactionSummary>> {
  const { total, rows } = await listTransactionSummaries(db, window(page));
  return {
    total,
    page,
    pageSize: ONDC_ADMIN_PAGE_SIZE,
    rows: rows.map((r) => ({
      transaction_id: r.transactionId,
      first_action: r.firstAction,
      last_action: r.lastAction,
      messages: r.messages,
      refused: r.refused,
      nacks: r.nacks,
      first_at: r.firstAt.toISOString(),
      last_at: r.lastAt.toISOString(),
    })),
  };
}

export async function transactionMessages(db: Database, transactionId: string): Promise<OndcMessageView[]> {
  const rows = await listTransactionMessages(db, transactionId);
  if (rows.length === 0) throw notFound(serverMessage('noSuchOndcTransaction'));
  return rows.map(toMessageView);
}

/** Twice the longest a call out waits for its ACK, so a call in flight is never listed. */
const UNANSWERED_AFTER_MS = 2 * ONDC_CALL_TIMEOUT_MS;

export async function failuresPage(
  db: Database,
  page: number,
): Promise<Paged<Omit<OndcMessageView, 'body'>>> {
  // A call is answered at once (ACK/NACK) or times out: one still open after this was never answered.
  const unansweredBefore = new Date(Date.now() - UNANSWERED_AFTER_MS);
  const { total, rows } = await listFailedMessages(db, window(page), unansweredBefore);
  return {
    total,
    page,
    pageSize: ONDC_ADMIN_PAGE_SIZE,
    rows: rows.map((row) => {
      const { body: _body, ...view } = toMessageView(row);
      return view;
    }),
  };
}

type MessageHead = Omit<OndcMessageView, 'body'>;

const headOf = (row: OndcMessageRow): MessageHead => {
  const { body: _body, ...head } = toMessageView(row);
  return head;
};

/**
 * An admin hands a callback whose handler spent its attempts back to the dispatcher (after the
 * cause is fixed): its attempts start again and the next pass applies it. Audited with the failure
 * it had; the body (a person's data) stays out of the audit.
 */
export async function retryFailedMessage(
  db: Database,
  request: FastifyRequest,
  id: number,
): Promise<MessageHead> {
  return db.transaction(async (tx) => {
    const before = await findMessageById(tx, id);
    if (!before) throw notFound(serverMessage('noSuchOndcMessage'));
    const released = await releaseFailedMessage(tx, id);
    if (!released) throw conflict(serverMessage('ondcMessageNotFailed'));
    const after = headOf(released);
    await audit(tx, request, {
      action: 'ondc_message.retry',
      entity: 'ondc_message',
      entityId: id,
      before: { apply_failure: headOf(before).apply_failure },
      after: { apply_failure: after.apply_failure },
    });
    return after;
  });
}

/** Network offers whose figures do not add up by our maths, the latest first (issue 17). */
export async function quoteDisagreementsPage(
  db: Database,
  page: number,
): Promise<Paged<OndcQuoteDisagreement>> {
  const { total, rows } = await listQuoteDisagreements(db, window(page));
  return {
    total,
    page,
    pageSize: ONDC_ADMIN_PAGE_SIZE,
    rows: rows.map((row) => ({
      id: row.id,
      transaction_id: row.transactionId,
      lender: row.providerName,
      sender: row.bppId,
      message_id: row.offerMessageId,
      codes: row.codes,
      at: row.at.toISOString(),
    })),
  };
}
