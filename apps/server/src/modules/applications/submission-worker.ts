import type { FastifyBaseLogger } from 'fastify';
import { checkTransition, isApplicationStatus } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { LenderApiError } from '../lender-connectors/connector.ts';
import type { LenderApplicationRequest } from '../lender-connectors/lender-api.ts';
import { connectorFor, type ConnectorSettings } from '../lender-connectors/registry.ts';
import { addEvent } from './applications.repository.ts';
import {
  claimDueSubmissions,
  findSubmissionSubject,
  insertLenderApiFailure,
  lockApplication,
  markSubmissionSent,
  releaseFailedSubmission,
  setLenderAnswer,
  type ClaimedSubmission,
} from './submissions.repository.ts';
import { expireUnfinishedRedirects } from './redirect-expiry.ts';
import { productNote } from '@cl/contracts';

export interface WorkerSettings extends ConnectorSettings {
  maxAttempts: number;
  /** Backoff after attempt n: baseDelayMs * 2^(n-1), capped at 10 minutes. */
  baseDelayMs: number;
  batchSize: number;
}

export function backoffMs(attempt: number, baseDelayMs: number): number {
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempt - 1), 600_000);
}

/**
 * Claims due submissions with FOR UPDATE SKIP LOCKED (safe with any number of instances) and a
 * lease: a worker that dies mid-send leaves a row another worker picks up when the lease ends, with
 * the same idempotency key, so the lender still sees one application.
 */
async function claimDue(db: Database, settings: WorkerSettings, now: Date): Promise<ClaimedSubmission[]> {
  const lease = new Date(now.getTime() + settings.maxTimeoutMs * 2 + 5_000);
  return db.transaction((tx) => claimDueSubmissions(tx, now, lease, settings.batchSize));
}

async function buildRequest(
  db: Database,
  applicationId: number,
): Promise<{ slug: string; request: LenderApplicationRequest } | null> {
  const row = await findSubmissionSubject(db, applicationId);
  if (!row) return null;
  const { app, user } = row;
  const product =
    app.product === 'business' || app.product === 'gold' || app.product === 'home' ? app.product : 'personal';
  return {
    slug: row.slug,
    request: {
      reference: app.publicId,
      product,
      amount: app.amount,
      tenure_months: app.tenureMonths,
      applicant: {
        first_name: user.firstName ?? '',
        last_name: user.lastName ?? '',
        mobile: user.mobilePhoneNumber,
        email: user.email,
        birth_date: user.birthDate,
        monthly_income: user.monthlyIncome,
        employment_status_code: user.employmentStatusCode,
        pincode: user.postalCode,
      },
    },
  };
}

async function recordAnswer(
  db: Database,
  claimed: ClaimedSubmission,
  answer: { accepted: boolean; reference: string | null; reason: string | null },
  now: Date,
) {
  await db.transaction(async (tx) => {
    await markSubmissionSent(tx, claimed.id, now);
    const app = await lockApplication(tx, claimed.applicationId);
    if (!app || !isApplicationStatus(app.status)) return;
    const to = answer.accepted ? 'submitted' : 'rejected';
    const check = checkTransition(app.status, to);
    if (!check.ok || !check.changed) return;
    await setLenderAnswer(
      tx,
      app.id,
      { status: to, lenderReference: answer.reference, reason: answer.reason },
      now,
    );
    await addEvent(
      tx,
      app.id,
      to,
      'lender_api',
      answer.accepted
        ? productNote('lender_reference', `Reference ${answer.reference ?? ''}`, {
            reference: answer.reference ?? '',
          })
        : answer.reason,
    );
  });
}

async function recordFailure(
  db: Database,
  claimed: ClaimedSubmission,
  error: LenderApiError,
  settings: WorkerSettings,
  now: Date,
) {
  const final = !error.retryable || claimed.attempts >= settings.maxAttempts;
  await db.transaction(async (tx) => {
    await insertLenderApiFailure(tx, {
      submissionId: claimed.id,
      applicationId: claimed.applicationId,
      lenderId: claimed.lenderId,
      attempt: claimed.attempts,
      statusCode: error.statusCode,
      error: error.message.slice(0, 500),
    });
    await releaseFailedSubmission(tx, claimed.id, {
      status: final ? 'failed' : 'pending',
      lastError: error.message.slice(0, 500),
      nextAttemptAt: new Date(now.getTime() + backoffMs(claimed.attempts, settings.baseDelayMs)),
    });
    if (final)
      await addEvent(
        tx,
        claimed.applicationId,
        'created',
        'system',
        productNote('lender_unreachable', 'We could not reach the lender yet; our team will follow up'),
      );
  });
}

/** One pass: claim what is due and send it. Returns how many submissions it handled. */
export async function runSubmissionPass(
  db: Database,
  settings: WorkerSettings,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<number> {
  const claimed = await claimDue(db, settings, now);
  for (const item of claimed) {
    const built = await buildRequest(db, item.applicationId);
    if (!built) continue;
    try {
      const answer = await connectorFor(built.slug, settings).submit(built.request, item.idempotencyKey);
      await recordAnswer(
        db,
        item,
        answer.status === 'accepted'
          ? { accepted: true, reference: answer.lender_reference, reason: null }
          : { accepted: false, reference: answer.lender_reference, reason: answer.reason },
        new Date(),
      );
    } catch (error) {
      const failure = error instanceof LenderApiError ? error : new LenderApiError(String(error), true, null);
      // The application by its reference, as the admin's lender API failure log names it
      // (issue 15): a support person can follow it from the log line to the CSR portal.
      log.warn(
        { application: built.request.reference, lender: built.slug, attempt: item.attempts, err: failure },
        'lender submission failed',
      );
      await recordFailure(db, item, failure, settings, new Date());
    }
  }
  return claimed.length;
}

/** Unfinished redirects are days old before they expire: looking every few minutes is plenty. */
const REDIRECT_EXPIRY_EVERY_MS = 5 * 60_000;

/**
 * Polls in the background until stopped; a pass never overlaps the next. Beside the submissions it
 * expires redirect applications not continued within `redirectExpiryDays` (ADR 006).
 */
export function startSubmissionWorker(
  db: Database,
  settings: WorkerSettings,
  log: FastifyBaseLogger,
  pollMs: number,
  redirectExpiryDays: number,
): { stop: () => Promise<void> } {
  let stopped = false;
  let current: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let lastExpiry = Number.NEGATIVE_INFINITY;
  const pass = async () => {
    await runSubmissionPass(db, settings, log);
    if (Date.now() - lastExpiry < REDIRECT_EXPIRY_EVERY_MS) return;
    lastExpiry = Date.now();
    const expired = await expireUnfinishedRedirects(db, redirectExpiryDays);
    if (expired > 0) log.info({ expired }, 'unfinished redirect applications expired');
  };
  const tick = () => {
    if (stopped) return;
    current = pass()
      .catch((error: unknown) => {
        log.warn({ err: error }, 'submission pass failed');
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };
  timer = setTimeout(tick, pollMs);
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
