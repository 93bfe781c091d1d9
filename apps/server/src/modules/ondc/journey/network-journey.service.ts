import { randomUUID } from 'node:crypto';
import {
  RANKING_METHOD_VERSION,
  checkTransition,
  renderServerMessage,
  serverMessage,
  type ApplicationSummary,
  type LenderForm,
  type ServerMessageKey,
  type TimelineNote,
  productNote,
} from '@cl/contracts';
import type { Database, Transaction } from '../../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../../lib/app-error.ts';
import {
  addEvent,
  findByIdempotencyKey,
  findForUser,
  insertApplication,
  lockApplicant,
  setLenderOutcome,
  statusOfRow,
  summaries,
  type ApplicationRow,
} from '../../applications/applications.repository.ts';
import { findLiveUser } from '../../users/users.repository.ts';
import { buildConfirm } from '../buyer-messages/confirm.ts';
import { buildInit } from '../buyer-messages/init.ts';
import { addressedTo, type ChosenOffer } from '../buyer-messages/order-parts.ts';
import { buildSelectMessage } from '../buyer-messages/select.ts';
import {
  findFlowByTransaction,
  findNetworkOffer,
  lockNetworkOffer,
  markFormSubmitted,
  markFormUnreadable,
  type NetworkOfferRow,
} from '../flow/network-offers.repository.ts';
import { networkOffer, readableOffers } from '../flow/network-offer-view.ts';
import { checkLenderFormAnswers, prefillFor } from './lender-form-answers.ts';
import { fetchLenderForm, postLenderForm, type FormClient } from './lender-form-client.ts';
import type { ReadForm } from './lender-form-html.ts';
import { sameOrigin, storedFormRef, type LenderFormRef } from './lender-form-ref.ts';
import { findEnabledParticipant } from '../protocol/participants.repository.ts';
import {
  findOrderOfApplication,
  findOrderOfNetworkOffer,
  insertOrder,
  lockOrderOfApplication,
  updateOrder,
  type OrderRow,
} from './orders.repository.ts';
import { queueStep } from './outbox.repository.ts';

// A customer's personal loan over the network after the offers view (ADR 034): the lender's forms
// drawn by us and answered through us, the offer accepted through its KFS, each network call
// queued in the transaction that decides it (outbox.repository.ts).

export interface JourneyDeps {
  db: Database;
  forms: FormClient;
  now: () => Date;
}

type Language = 'en' | 'hi';

/** The form due on an order: where it sits among the lender's forms, and the call it leads to. */
type DueForm = LenderFormRef & { stage: 'init' | 'confirm' };
const isDueForm = (value: unknown): value is DueForm => {
  const ref = storedFormRef(value);
  const stage = (value as { stage?: unknown } | null)?.stage;
  return ref !== null && (stage === 'init' || stage === 'confirm');
};

const chosenOffer = (
  row: Pick<NetworkOfferRow, 'transactionId' | 'bppId' | 'bppUri' | 'providerId' | 'itemId'>,
): ChosenOffer => ({
  transactionId: row.transactionId,
  bpp: { id: row.bppId, uri: row.bppUri },
  providerId: row.providerId,
  itemId: row.itemId,
});

/** Our fee as the lender published it (BUYER_FINDER_FEES), echoed in init and confirm. */
const feeOf = (offer: { buyerFinderFeeBp: number | null }) =>
  offer.buyerFinderFeeBp === null
    ? {}
    : { buyerFinderFee: { type: 'percent-annualized', percentage: String(offer.buyerFinderFeeBp / 100) } };

/** The network offer, only when it answers this customer's own request. */
async function customersOffer(db: Database, userId: number, offerId: number): Promise<NetworkOfferRow> {
  const row = await findNetworkOffer(db, offerId);
  const flow = row ? await findFlowByTransaction(db, row.transactionId) : null;
  if (!row || flow?.userId !== userId) throw notFound(serverMessage('noSuchLender'));
  return row;
}

/** The application form as on_search named it (its xinput: id, address, heading, place). */
const applicationFormOf = (row: NetworkOfferRow): LenderFormRef | null => storedFormRef(row.form);

async function profileOf(db: Database, userId: number, amountRupees: number | null) {
  const user = await findLiveUser(db, userId);
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ');
  return { name, phone: user?.mobilePhoneNumber ?? '', email: user?.email ?? '', amountRupees };
}

/** A field's message in the customer's language (the keys used here take no values). */
const renderKey = (key: ServerMessageKey, language: Language) =>
  renderServerMessage({ key, params: {} }, language);

const unreachable = () => new AppError(502, 'LENDER_UNREACHABLE', serverMessage('lenderUnreachable'));

/**
 * The lender app as our participants list has it, switched on, at the address its callbacks gave
 * (ADR 034): we fetch and post only there, so a lender's message cannot point our server at any
 * other host (an internal address, another site). Answers the registered URI.
 */
async function participantUri(db: Database, lender: { bppId: string; bppUri: string }): Promise<string> {
  const participant = await findEnabledParticipant(db, lender.bppId, 'BPP');
  if (!participant || !sameOrigin(lender.bppUri, participant.uri))
    throw new AppError(409, 'LENDER_NOT_CALLED', serverMessage('networkOfferClosed'));
  return participant.uri;
}

async function readForm(
  deps: JourneyDeps,
  ref: LenderFormRef,
  lender: { bppId: string; bppUri: string },
  onUnreadable: () => Promise<void>,
) {
  const fetched = await fetchLenderForm(deps.forms, ref.url, await participantUri(deps.db, lender));
  if (fetched.ok) return fetched.form;
  if (fetched.problem === 'unreachable') throw unreachable();
  await onUnreadable();
  throw new AppError(409, 'FORM_UNREADABLE', serverMessage('lenderFormUnreadable'));
}

function drawn(
  form: ReadForm,
  ref: LenderFormRef,
  lenderName: string,
  profile: Awaited<ReturnType<typeof profileOf>>,
): LenderForm {
  return {
    lenderName,
    heading: ref.heading,
    step: ref.step,
    steps: ref.steps,
    fields: form.fields.map((field) => ({ ...field, value: prefillFor(field, profile) })),
  };
}

/** Checks the answers against the form read, posts them to the lender, answers its submission id. */
async function submitAnswers(
  deps: JourneyDeps,
  form: ReadForm,
  given: Record<string, string>,
  language: Language,
): Promise<string> {
  const fieldErrors = (fields: Record<string, ServerMessageKey>) =>
    badRequest(
      serverMessage('lenderFormRefused'),
      Object.fromEntries(Object.entries(fields).map(([name, key]) => [name, renderKey(key, language)])),
    );
  const checked = checkLenderFormAnswers(form.fields, given);
  if (!checked.ok) throw fieldErrors(checked.fields);
  const posted = await postLenderForm(deps.forms, form, checked.answers);
  if (posted.ok) return posted.submissionId;
  if (posted.problem === 'refused')
    throw fieldErrors(
      Object.fromEntries(posted.fields.map((name) => [name, 'lenderFormFieldInvalid' as const])),
    );
  throw unreachable();
}

// ---- Before the offer: the lender's application form ----

export async function offerForm(deps: JourneyDeps, userId: number, offerId: number): Promise<LenderForm> {
  const row = await customersOffer(deps.db, userId, offerId);
  if (row.state !== 'catalogue') throw conflict(serverMessage('lenderFormAlreadySent'));
  const ref = applicationFormOf(row);
  if (!ref) throw notFound(serverMessage('lenderFormNotDue'));
  const form = await readForm(deps, ref, row, () => markFormUnreadable(deps.db, row.id, deps.now()));
  const flow = await findFlowByTransaction(deps.db, row.transactionId);
  const amount = flow ? Math.trunc(flow.amountPaise / 100) : null;
  return drawn(form, ref, row.providerName, await profileOf(deps.db, userId, amount));
}

/** The application form answered: the submission id kept and `select` queued with it. */
export async function submitOfferForm(
  deps: JourneyDeps,
  userId: number,
  offerId: number,
  answers: Record<string, string>,
  language: Language,
): Promise<{ offerId: number; state: 'form_submitted' }> {
  const row = await customersOffer(deps.db, userId, offerId);
  if (row.state !== 'catalogue') throw conflict(serverMessage('lenderFormAlreadySent'));
  const ref = applicationFormOf(row);
  if (!ref) throw notFound(serverMessage('lenderFormNotDue'));
  const form = await readForm(deps, ref, row, () => markFormUnreadable(deps.db, row.id, deps.now()));
  const submissionId = await submitAnswers(deps, form, answers, language);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const locked = await lockNetworkOffer(tx, row.id);
    // Sent twice at once: the lender has both; only the first is ours to go on with.
    if (locked?.state !== 'catalogue') throw conflict(serverMessage('lenderFormAlreadySent'));
    await markFormSubmitted(tx, row.id, submissionId, now);
    await queueStep(tx, {
      stepKey: `select:${String(row.id)}`,
      messageId: randomUUID(),
      networkOfferId: row.id,
      now,
      request: addressedTo(
        chosenOffer(row),
        'select',
        buildSelectMessage({ providerId: row.providerId, itemId: row.itemId, formId: ref.id, submissionId }),
      ),
    });
  });
  return { offerId: row.id, state: 'form_submitted' };
}

// ---- Accepting the offer through its KFS ----

export interface NetworkApplyInput {
  userId: number;
  partnerId: number | null;
  offerId: number;
  kfsVersion: string;
  idempotencyKey: string;
}

export async function applyToNetworkOffer(
  deps: JourneyDeps,
  input: NetworkApplyInput,
): Promise<{ application: ApplicationSummary; created: boolean }> {
  const now = deps.now();
  const row = await customersOffer(deps.db, input.userId, input.offerId);
  // A lender app switched off since its offer is no longer called: nothing is created.
  await participantUri(deps.db, row);
  const outcome = await deps.db.transaction(async (tx) => {
    await lockApplicant(tx, input.userId);
    const repeat = await findByIdempotencyKey(tx, input.userId, input.idempotencyKey);
    if (repeat) return { row: repeat, created: false };
    const locked = await lockNetworkOffer(tx, row.id);
    const [offer] = locked ? readableOffers([locked]) : [];
    if (!locked || !offer) throw conflict(serverMessage('networkOfferClosed'));
    if (await findOrderOfNetworkOffer(tx, locked.id)) throw conflict(serverMessage('networkOfferClosed'));
    const shown = networkOffer(offer);
    if (shown.kfsVersion !== input.kfsVersion)
      throw new AppError(409, 'KFS_CHANGED', serverMessage('networkKfsChanged'));
    const application = await insertApplication(tx, {
      userId: input.userId,
      lenderId: -locked.id,
      product: 'personal',
      amount: shown.amount,
      tenureMonths: offer.terms.months,
      status: 'created',
      handoff: 'ondc',
      partnerId: input.partnerId,
      idempotencyKey: input.idempotencyKey,
      offerSnapshot: {
        kfsVersion: shown.kfsVersion,
        methodVersion: RANKING_METHOD_VERSION,
        aprMin: shown.aprMin,
        aprMax: shown.aprMax,
        interestRate: shown.interestRate,
        emiExample: shown.emiExample,
        network: {
          bppId: locked.bppId,
          providerId: locked.providerId,
          offerMessageId: locked.offerMessageId,
        },
      },
      createdAt: now,
      updatedAt: now,
    });
    await addEvent(tx, application.id, 'created', 'customer', null);
    const nextForm = storedFormRef(locked.nextForm);
    await insertOrder(tx, {
      applicationId: application.id,
      networkOfferId: locked.id,
      transactionId: locked.transactionId,
      bppId: locked.bppId,
      bppUri: locked.bppUri,
      providerId: locked.providerId,
      itemId: locked.itemId,
      formDue: nextForm ? { ...nextForm, stage: 'init' } : null,
      principalPaise: offer.terms.principalPaise,
      buyerFinderFeeBp: locked.buyerFinderFeeBp,
      createdAt: now,
      updatedAt: now,
    });
    // No KYC form asked: init goes with the application form's submission (the customer is
    // answered with the application as it then stands: submitted).
    const form = applicationFormOf(locked);
    if (nextForm || !form || !locked.submissionId) return { row: application, created: true };
    const submissionId = locked.submissionId;
    const submitted = await queueInit(tx, application, locked, { formId: form.id, submissionId }, now);
    return { row: submitted, created: true };
  });
  const [application] = await summaries(deps.db, [outcome.row]);
  if (!application) throw new Error('application summary missing');
  return { application, created: outcome.created };
}

type OrderParty = Pick<
  OrderRow,
  'transactionId' | 'bppId' | 'bppUri' | 'providerId' | 'itemId' | 'buyerFinderFeeBp'
>;

async function queueInit(
  tx: Transaction,
  application: ApplicationRow,
  offer: OrderParty,
  form: { formId: string; submissionId: string },
  now: Date,
  note: TimelineNote | null = null,
): Promise<ApplicationRow> {
  await queueStep(tx, {
    stepKey: `init:${String(application.id)}`,
    messageId: randomUUID(),
    applicationId: application.id,
    now,
    request: buildInit({ offer: chosenOffer(offer), form, ...feeOf(offer) }),
  });
  const check = checkTransition(statusOfRow(application), 'submitted');
  if (check.ok && check.changed) {
    const submitted = await setLenderOutcome(tx, application.id, { status: 'submitted', now });
    await addEvent(tx, application.id, 'submitted', 'customer', note);
    return submitted ?? application;
  }
  if (note) await addEvent(tx, application.id, statusOfRow(application), 'customer', note);
  return application;
}

// ---- After applying: the lender's next forms (KYC, then the e-mandate) ----

async function customersOrder(db: Database, userId: number, publicId: string) {
  const application = await findForUser(db, publicId, userId);
  if (application?.handoff !== 'ondc') throw notFound(serverMessage('noSuchApplication'));
  const order = await findOrderOfApplication(db, application.id);
  if (!order || !isDueForm(order.formDue)) throw notFound(serverMessage('lenderFormNotDue'));
  return { application, order, due: order.formDue };
}

export async function applicationForm(
  deps: JourneyDeps,
  userId: number,
  publicId: string,
): Promise<LenderForm> {
  const { application, order, due } = await customersOrder(deps.db, userId, publicId);
  const offer = await findNetworkOffer(deps.db, order.networkOfferId);
  const form = await readForm(deps, due, order, async () => {});
  return drawn(form, due, offer?.providerName ?? '', await profileOf(deps.db, userId, application.amount));
}

/**
 * The lender's next form answered: its submission id goes out in `init` (the KYC form) or
 * `confirm` (the e-mandate, with on_init's payment id), queued with the form marked done.
 */
export async function submitApplicationForm(
  deps: JourneyDeps,
  userId: number,
  publicId: string,
  answers: Record<string, string>,
  language: Language,
): Promise<ApplicationSummary> {
  const { application, order: before, due } = await customersOrder(deps.db, userId, publicId);
  const form = await readForm(deps, due, before, async () => {});
  const submissionId = await submitAnswers(deps, form, answers, language);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const order = await lockOrderOfApplication(tx, application.id);
    const still = order?.formDue;
    if (!order || !isDueForm(still) || still.id !== due.id || still.stage !== due.stage)
      throw conflict(serverMessage('lenderFormAlreadySent'));
    await updateOrder(tx, order.id, { formDue: null, lastCallAt: now, updatedAt: now });
    const note = productNote('lender_form_submitted', `Sent ${due.heading} to the lender`, {
      form: due.heading,
    });
    if (due.stage === 'init') {
      await queueInit(tx, application, order, { formId: due.id, submissionId }, now, note);
      return;
    }
    if (order.paymentId === null) throw conflict(serverMessage('lenderFormNotDue'));
    await queueStep(tx, {
      stepKey: `confirm:${String(application.id)}`,
      messageId: randomUUID(),
      applicationId: application.id,
      now,
      request: buildConfirm({
        offer: chosenOffer(order),
        form: { formId: due.id, submissionId },
        paymentId: order.paymentId,
        ...feeOf(order),
      }),
    });
    await addEvent(tx, application.id, statusOfRow(application), 'customer', note);
  });
  const fresh = await findForUser(deps.db, publicId, userId);
  const [summary] = await summaries(deps.db, fresh ? [fresh] : []);
  if (!summary) throw notFound(serverMessage('noSuchApplication'));
  return summary;
}
