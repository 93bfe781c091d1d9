import type { FastifyBaseLogger } from 'fastify';
import type { OndcCallbackAction } from '@cl/contracts';
import type { Database } from '../../../db/client.ts';
import {
  claimUnappliedMessage,
  markApplied,
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

/** Applies up to `limit` waiting callbacks, one transaction each; returns how many were applied. */
export async function dispatchPendingCallbacks(
  db: Database,
  handlers: CallbackHandlers,
  limit: number,
  now: () => Date = () => new Date(),
): Promise<number> {
  const actions = Object.keys(handlers);
  // No handler yet (the flow registers them): no transaction opened every poll for nothing.
  if (actions.length === 0) return 0;
  let applied = 0;
  while (applied < limit) {
    const done = await db.transaction(async (tx) => {
      const message = await claimUnappliedMessage(tx, actions);
      if (!message) return false;
      const handler = Object.entries(handlers).find(([action]) => action === message.action)?.[1];
      if (handler) await handler(tx, message);
      await markApplied(tx, message.id, now());
      return true;
    });
    if (!done) break;
    applied += 1;
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

/** Runs dispatch passes every `pollMs` until stopped; a failing handler is logged and retried. */
export function startCallbackDispatcher(
  db: Database,
  handlers: CallbackHandlers,
  log: FastifyBaseLogger,
  pollMs: number,
): { stop: () => Promise<void> } {
  return startRepeatingPass(
    () => dispatchPendingCallbacks(db, handlers, 50),
    log,
    pollMs,
    'ondc callback dispatch failed',
  );
}
