import type { FastifyBaseLogger } from 'fastify';
import type { OndcCallbackAction } from '@cl/contracts';
import type { Database } from '../../../db/client.ts';
import {
  claimUnappliedMessage,
  markApplied,
  recordApplyFailure,
  type OndcMessageRow,
  type OndcTx,
} from './message-log.repository.ts';

// The dispatch point between the protocol layer and the product (ADR 031). A stored callback is
// applied by the handler registered for its action, inside the transaction that marks it applied,
// so a handler's writes and the mark commit together: a crash before commit leaves the message to
// the next pass, a repeat was never stored twice, and nothing is applied twice. Like the lender
// submission outbox (applications/submission-worker.ts), rows are claimed FOR UPDATE SKIP LOCKED,
// so any number of instances can run passes. Actions with no handler stay in the log unapplied.

export type CallbackHandler = (tx: OndcTx, message: OndcMessageRow) => Promise<void>;

export type CallbackHandlers = Partial<Record<OndcCallbackAction, CallbackHandler>>;

/**
 * A handler that throws is tried again on later passes (one attempt a pass, so it holds back no
 * message after it), this many times in all; then the message is marked failed, never applied, and
 * listed with the network's failures on the admin transactions page.
 */
export const CALLBACK_MAX_APPLY_ATTEMPTS = 5;

/** Kept of a handler's error: enough to name the fault on the admin page. */
const ERROR_TEXT_LIMIT = 500;

/**
 * The innermost cause's name and message: a failed query's wrapper quotes the statement and its
 * parameters (which may be a person's), the database's own error says what went wrong.
 */
function errorText(error: unknown): string {
  let root = error;
  for (let depth = 0; depth < 5 && root instanceof Error && root.cause instanceof Error; depth += 1)
    root = root.cause;
  return (root instanceof Error ? `${root.name}: ${root.message}` : String(root)).slice(0, ERROR_TEXT_LIMIT);
}

/**
 * Applies up to `limit` waiting callbacks, one transaction each; returns how many were applied.
 * The handler runs in a savepoint: when it throws, its writes are rolled back and the attempt is
 * recorded on the message in the same transaction.
 */
export async function dispatchPendingCallbacks(
  db: Database,
  handlers: CallbackHandlers,
  limit: number,
  now: () => Date = () => new Date(),
  log?: Pick<FastifyBaseLogger, 'warn' | 'error'>,
): Promise<number> {
  const actions = Object.keys(handlers);
  // No handler yet (the flow registers them): no transaction opened every poll for nothing.
  if (actions.length === 0) return 0;
  let applied = 0;
  const failedThisPass: number[] = [];
  while (applied + failedThisPass.length < limit) {
    const outcome = await db.transaction(async (tx) => {
      const message = await claimUnappliedMessage(tx, actions, failedThisPass);
      if (!message) return null;
      const handler = Object.entries(handlers).find(([action]) => action === message.action)?.[1];
      try {
        if (handler) await tx.transaction((savepoint) => handler(savepoint, message));
      } catch (error) {
        const attempts = message.applyAttempts + 1;
        const spent = attempts >= CALLBACK_MAX_APPLY_ATTEMPTS;
        await recordApplyFailure(tx, message.id, errorText(error), spent ? now() : null);
        const fields = { err: error, ondcMessageId: message.id, ondcAction: message.action, attempts };
        if (spent) log?.error(fields, 'ondc callback handler failed; attempts spent, marked failed');
        else log?.warn(fields, 'ondc callback handler failed; tried again next pass');
        return { id: message.id, failed: true };
      }
      await markApplied(tx, message.id, now());
      return { id: message.id, failed: false };
    });
    if (!outcome) break;
    if (outcome.failed) failedThisPass.push(outcome.id);
    else applied += 1;
  }
  return applied;
}

/** Runs `pass` every `pollMs`, one at a time, until stopped; a failing pass is logged and retried. */
export function startRepeatingPass(
  pass: () => Promise<unknown>,
  log: Pick<FastifyBaseLogger, 'error'>,
  pollMs: number,
  failure: string,
): { stop: () => Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() =>
      pass().catch((error: unknown) => {
        log.error({ err: error }, failure);
      }),
    );
  }, pollMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

/** Runs dispatch passes every `pollMs` until stopped; a failing handler is logged and retried, boundedly. */
export function startCallbackDispatcher(
  db: Database,
  handlers: CallbackHandlers,
  log: FastifyBaseLogger,
  pollMs: number,
): { stop: () => Promise<void> } {
  return startRepeatingPass(
    () => dispatchPendingCallbacks(db, handlers, 50, () => new Date(), log),
    log,
    pollMs,
    'ondc callback dispatch failed',
  );
}
