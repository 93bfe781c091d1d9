import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { ONDC_CALL_TIMEOUT_MS } from '../protocol/ondc-protocol.plugin.ts';
import type { OutboundMessage, SendResult } from '../protocol/outbound-client.ts';
import {
  claimDueStep,
  failSpentSteps,
  finishStep,
  noteStepError,
  type OutboxRow,
} from './outbox.repository.ts';

// The pass that sends the journey's queued network calls (ADR 034), like the search pass (ADR 033):
// a step is claimed under a lease, sent with the message id it was queued with, and its ACK/NACK
// recorded. A pass that dies after sending leaves a claim that goes stale; the next pass sends the
// same message again (the lender's second answer is one message in our log, applied once). A step
// the lender refuses, or that no attempt delivered, is handed to `onGivenUp` (the offer declined,
// the customer's timeline told).

/** A claim older than this is stale: twice the call timeout, so a live pass is never overtaken. */
export const STEP_CLAIM_LEASE_MS = 2 * ONDC_CALL_TIMEOUT_MS;
/** A step taken this many times without an answer is given up. */
export const STEP_MAX_ATTEMPTS = 5;

export interface StepSenderDeps {
  db: Database;
  send: (message: OutboundMessage) => Promise<SendResult>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** A step NACKed by the lender or never delivered: what it means for the customer. */
  onGivenUp: (step: OutboxRow, why: 'nacked' | 'failed') => Promise<void>;
}

export async function sendDueSteps(deps: StepSenderDeps, limit: number, now: () => Date): Promise<number> {
  const staleBefore = () => new Date(now().getTime() - STEP_CLAIM_LEASE_MS);
  for (const step of await failSpentSteps(deps.db, {
    staleBefore: staleBefore(),
    maxAttempts: STEP_MAX_ATTEMPTS,
  })) {
    deps.log.warn(
      { transactionId: step.transactionId, action: step.action },
      'ondc step given up after its attempts',
    );
    await deps.onGivenUp(step, 'failed');
  }
  let sent = 0;
  while (sent < limit) {
    const step = await claimDueStep(deps.db, {
      now: now(),
      staleBefore: staleBefore(),
      maxAttempts: STEP_MAX_ATTEMPTS,
    });
    if (!step) break;
    sent += 1;
    const request = step.request as Omit<OutboundMessage, 'messageId'>;
    const result = await deps.send({ ...request, messageId: step.messageId });
    if (!result.sent) {
      // The claim stays: once stale, the next pass tries again (the lease is the back-off).
      await noteStepError(deps.db, step.id, result.problem);
      deps.log.warn(
        { transactionId: step.transactionId, action: step.action, problem: result.problem },
        'ondc step not delivered',
      );
      continue;
    }
    const { ack } = result.answer.message;
    const error = result.answer.error
      ? `${result.answer.error.code} ${result.answer.error.message ?? ''}`.trim()
      : undefined;
    const recorded = await finishStep(deps.db, step, {
      status: ack.status === 'ACK' ? 'sent' : 'nacked',
      at: now(),
      ...(error === undefined ? {} : { error }),
    });
    if (recorded && ack.status === 'NACK') {
      deps.log.warn(
        { transactionId: step.transactionId, action: step.action },
        'ondc step refused by the lender',
      );
      await deps.onGivenUp(step, 'nacked');
    }
  }
  return sent;
}
