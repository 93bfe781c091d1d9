import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { personalLoanCustomer } from './support/personal-loan-customer.ts';
import { createTestApp } from './support/test-app.ts';
import { freePort } from './support/free-port.ts';
import { applications, ondcOutbox, ondcParticipants, revenueLedgerLines } from '../src/db/schema/index.ts';
import { ONDC_CALLBACK_HANDLERS } from '../src/modules/ondc/callback-handlers.ts';
import { sendPendingSearches } from '../src/modules/ondc/flow/network-search.ts';
import { dispatchPendingCallbacks } from '../src/modules/ondc/protocol/callback-dispatch.ts';
import {
  insertMessageOnce,
  listTransactionMessages,
} from '../src/modules/ondc/protocol/message-log.repository.ts';
import { REQUEST_TTL_SECONDS } from '../src/modules/ondc/buyer-messages/order-parts.ts';
import { sendDueSteps, STEP_CLAIM_LEASE_MS } from '../src/modules/ondc/journey/outbox-sender.ts';
import { claimDueStep } from '../src/modules/ondc/journey/outbox.repository.ts';
import { onStepGivenUp } from '../src/modules/ondc/journey/step-given-up.ts';
import { queueStatusChecks, STATUS_CHECK_AFTER_MS } from '../src/modules/ondc/journey/status-checks.ts';
import { missingAttributes, validateMessage, type OndcAction } from './support/ondc-conformance.ts';
import type { OndcMessage } from '../src/modules/ondc/simulator/message-parts.ts';
import { buildPaymentUpdate } from '../src/modules/ondc/buyer-messages/update.ts';
import { ondcNetworkOffers, ondcOrders } from '../src/db/schema/index.ts';

// Issue 17 (ADR 034): a new customer's personal loan over the simulated ONDC network, over real
// HTTP: the lender's application form drawn and answered through us, select, the offer beside
// the seeded lenders, KFS accepted, the KYC and e-mandate forms, init, confirm, and the lender's
// own on_update reporting the disbursal; the revenue ledger takes the lender's published fee.

const port = await freePort();
const t = await createTestApp({ PORT: String(port), LENDER_SANDBOX: 'false' });
await t.app.listen({ host: '127.0.0.1', port });
afterAll(async () => {
  await t.close();
});
const simulator = (() => {
  const mounted = t.app.ondcSimulator;
  if (!mounted) throw new Error('the simulator is mounted in tests by default');
  return mounted;
})();

const log = { warn: () => {} };
let clock = () => new Date();

/** One round of every worker pass, then the simulator's deliveries, then their application. */
async function drive(rounds = 4) {
  for (let round = 0; round < rounds; round += 1) {
    await sendPendingSearches(
      { db: t.app.db, send: t.app.ondc.send, subscriberUri: t.app.ondc.settings.subscriberUri, log },
      20,
      clock,
    );
    await queueStatusChecks(t.app.db, clock());
    await sendDueSteps(
      {
        db: t.app.db,
        send: t.app.ondc.send,
        log,
        onGivenUp: (step) => onStepGivenUp(t.app.db, step, clock()),
      },
      20,
      clock,
    );
    await simulator.idle();
    await dispatchPendingCallbacks(t.app.db, ONDC_CALLBACK_HANDLERS, 50, clock);
  }
}

interface Summary {
  publicId: string;
  status: string;
  handoff: string;
  lenderName: string;
  lenderReference: string | null;
  network: { formDue: { heading: string; step: number; steps: number } | null; waiting: boolean } | null;
  timeline: { status: string; noteCode: string | null }[];
}

const newCustomer = (phone: string) => personalLoanCustomer(t, phone);

/** A lender's callback stored as the callback route stores a verified one (receipt is tested elsewhere). */
async function storeCallback(body: OndcMessage, at: Date) {
  await insertMessageOnce(t.app.db, {
    transactionId: body.context.transaction_id,
    messageId: body.context.message_id,
    action: body.context.action,
    direction: 'in',
    senderSubscriberId: body.context.bpp_id ?? '',
    targetUri: null,
    body,
    rawBody: JSON.stringify(body),
    authorization: `Signature keyId="${body.context.bpp_id ?? ''}|k|ed25519"`,
    verified: true,
    at,
  });
}

/** A new customer's loan from a simulated lender, taken through every form to disbursed. */
async function disbursedLoan(c: Customer, lender: RegExp, key: string) {
  const offerId = await formDueOffer(c, lender);
  const offer = await fillOfferForm(c, offerId);
  const { data } = await applyTo(c, offer, key);
  await c.call('POST', `/api/applications/${data.publicId}/lender-form`, {
    answers: { aadhaarConsent: 'on' },
  });
  await drive();
  await c.call('POST', `/api/applications/${data.publicId}/lender-form`, {
    answers: { ifsc: 'HDFC0001234', accountNumber: '123456789012' },
  });
  return untilStatus(c, data.publicId, 'disbursed');
}

type Customer = Awaited<ReturnType<typeof newCustomer>>;

async function formDueOffer(c: Customer, lenderName: RegExp) {
  await c.offers();
  // Bounded: the lender's catalogue comes over real HTTP on a shared machine.
  for (let tries = 0; tries < 10; tries += 1) {
    await drive(1);
    const entry = (await c.offers()).unmatched.find((u) => lenderName.test(u.name));
    if (entry?.network) {
      expect(entry.network.state).toBe('form_due');
      return entry.network.offerId;
    }
  }
  throw new Error(`no catalogue from ${String(lenderName)}`);
}

async function fillOfferForm(c: Customer, offerId: number) {
  const res = await c.call('POST', `/api/offers/network/${String(offerId)}/form`, {
    answers: { name: 'Asha Verma', phone: '9811122233', email: 'asha@example.in', amount: '200000' },
  });
  expect(res.statusCode).toBe(200);
  await drive();
  const offer = (await c.offers()).offers.find((o) => o.network?.offerId === offerId);
  if (!offer) throw new Error('no network offer after the form');
  return offer;
}

async function applyTo(
  c: Customer,
  offer: { kfsVersion: string; network?: { offerId: number } },
  key: string,
) {
  const res = await c.call('POST', `/api/offers/network/${String(offer.network?.offerId)}/apply`, {
    kfs_version: offer.kfsVersion,
    idempotency_key: key,
  });
  expect(res.statusCode).toBe(200);
  return res.json<{ data: Summary; created: boolean }>();
}

const application = async (c: Customer, publicId: string) =>
  (await c.call('GET', '/api/applications'))
    .json<{ data: Summary[] }>()
    .data.find((a) => a.publicId === publicId);

async function untilStatus(c: Customer, publicId: string, status: string) {
  // Bounded: the simulated lender disburses 3 s after confirm.
  for (let tries = 0; tries < 40; tries += 1) {
    const found = await application(c, publicId);
    if (found?.status === status) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
    await drive(1);
  }
  throw new Error(`application never reached ${status}`);
}

describe('a personal loan over the simulated ONDC network', { timeout: 60_000 }, () => {
  it('goes from the lender form to disbursed for a new customer, and the ledger takes the fee', async () => {
    const c = await newCustomer('9811100001');
    const offerId = await formDueOffer(c, /Sahyog/);

    const form = await c.call('GET', `/api/offers/network/${String(offerId)}/form`);
    expect(form.statusCode).toBe(200);
    const drawn = form.json<{
      data: { fields: { name: string; type: string; value: string; required: boolean }[] };
    }>().data;
    expect(drawn.fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['name', 'text', true],
      ['phone', 'tel', true],
      ['email', 'email', true],
      ['amount', 'number', true],
    ]);
    // Prefilled from the consented profile: the customer's own number and email, the amount asked.
    expect(drawn.fields.find((f) => f.name === 'email')?.value).toBe('c9811100001@example.in');
    expect(drawn.fields.find((f) => f.name === 'phone')?.value).toBe('9811100001');

    const offer = await fillOfferForm(c, offerId);
    expect(offer.kfsVersion).toMatch(/^ondc-/);
    // Sent once: a second answer is refused and queues nothing.
    const again = await c.call('POST', `/api/offers/network/${String(offerId)}/form`, {
      answers: { name: 'Asha Verma', phone: '9811122233', email: 'asha@example.in', amount: '200000' },
    });
    expect(again.statusCode).toBe(409);

    const applied = await applyTo(c, offer, 'journey-apply-1');
    expect(applied.created).toBe(true);
    expect(applied.data).toMatchObject({ status: 'created', handoff: 'ondc' });
    expect(applied.data.network?.formDue).toMatchObject({ step: 2, steps: 3 });
    expect(applied.data.lenderName).toMatch(/Sahyog/);
    const repeat = await applyTo(c, offer, 'journey-apply-1');
    expect(repeat.created).toBe(false);
    expect(repeat.data.publicId).toBe(applied.data.publicId);
    const publicId = applied.data.publicId;

    const kyc = await c.call('GET', `/api/applications/${publicId}/lender-form`);
    expect(kyc.json<{ data: { fields: { name: string; type: string }[] } }>().data.fields).toEqual([
      expect.objectContaining({ name: 'aadhaarConsent', type: 'checkbox' }),
    ]);
    const refused = await c.call('POST', `/api/applications/${publicId}/lender-form`, { answers: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ fields: Record<string, string> }>().fields).toHaveProperty('aadhaarConsent');
    const sentKyc = await c.call('POST', `/api/applications/${publicId}/lender-form`, {
      answers: { aadhaarConsent: 'on' },
    });
    expect(sentKyc.statusCode).toBe(200);
    expect(sentKyc.json<{ data: Summary }>().data.status).toBe('submitted');

    await drive();
    const reviewing = await application(c, publicId);
    expect(reviewing?.status).toBe('in_review');
    expect(reviewing?.network?.formDue).toMatchObject({ step: 3, steps: 3 });
    const sentMandate = await c.call('POST', `/api/applications/${publicId}/lender-form`, {
      answers: { ifsc: 'HDFC0001234', accountNumber: '123456789012' },
    });
    expect(sentMandate.statusCode).toBe(200);

    const disbursed = await untilStatus(c, publicId, 'disbursed');
    expect(disbursed.timeline.map((e) => e.status)).toEqual([
      'created',
      'submitted',
      'in_review',
      'in_review',
      'approved',
      'disbursed',
    ]);
    expect(disbursed.lenderReference).toBeTruthy();
    expect(disbursed.network).toEqual({ formDue: null, waiting: false });

    const [row] = await t.app.db.select().from(applications).where(eq(applications.publicId, publicId));
    const lines = await t.app.db
      .select()
      .from(revenueLedgerLines)
      .where(eq(revenueLedgerLines.applicationId, row?.id ?? 0));
    expect(lines).toHaveLength(1);
    // Sahyog publishes 1% (BUYER_FINDER_FEES): 1% of the principal, in paise, once.
    expect(lines[0]?.lenderRevenuePaise).toBe(Math.round((lines[0]?.disbursedPaise ?? 0) / 100));

    // The message log holds every step once, in order, each verified.
    const transactionId = (
      await t.app.db
        .select()
        .from(ondcOutbox)
        .where(eq(ondcOutbox.applicationId, row?.id ?? 0))
        .orderBy(ondcOutbox.id)
    )[0]?.transactionId;
    const messages = await listTransactionMessages(t.app.db, transactionId ?? '');
    const sahyog = messages.filter((m) => m.direction === 'out' || /sahyog/.test(m.senderSubscriberId));
    expect(sahyog.map((m) => m.action)).toEqual([
      'search',
      'on_search',
      'select',
      'on_select',
      'init',
      'on_init',
      'confirm',
      'on_confirm',
      'on_update',
    ]);
    expect(sahyog.every((m) => m.verified)).toBe(true);
    // Every message we sent in the journey is valid FIS12 with its mandatory attributes.
    for (const sent of messages.filter((m) => m.direction === 'out')) {
      const action = sent.action as OndcAction;
      expect(validateMessage(action, sent.body), action).toEqual([]);
      expect(missingAttributes(action, sent.body), action).toEqual([]);
    }
  });

  it("refuses another customer's offer, form and application, and odd ids", async () => {
    const owner = await newCustomer('9811100002');
    const offerId = await formDueOffer(owner, /Kosh/);
    const other = await newCustomer('9811100003');
    for (const [method, url, payload] of [
      ['GET', `/api/offers/network/${String(offerId)}/form`, undefined],
      ['POST', `/api/offers/network/${String(offerId)}/form`, { answers: { name: 'X' } }],
      [
        'POST',
        `/api/offers/network/${String(offerId)}/apply`,
        { kfs_version: 'ondc-x', idempotency_key: 'steal-0001' },
      ],
    ] as const) {
      expect((await other.call(method, url, payload)).statusCode).toBe(404);
    }
    for (const odd of ['0x1', 'true', '2147483648', '-1', '1.5']) {
      expect((await other.call('GET', `/api/offers/network/${odd}/form`)).statusCode).toBe(400);
    }
    // Answers that are not the form's are refused before anything reaches the lender.
    const bad = await owner.call('POST', `/api/offers/network/${String(offerId)}/form`, {
      answers: { name: 'Asha', phone: '12345', email: 'not-mail', amount: '200000', extra: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: Record<string, string> }>().fields).sort()).toEqual([
      'email',
      'extra',
      'phone',
    ]);
    const stillDue = (await owner.offers()).unmatched.find((u) => u.network?.offerId === offerId);
    expect(stillDue?.network?.state).toBe('form_due');

    const offer = await fillOfferForm(owner, offerId);
    const applied = await applyTo(owner, offer, 'owner-apply-1');
    const theirs = `/api/applications/${applied.data.publicId}/lender-form`;
    expect((await other.call('GET', theirs)).statusCode).toBe(404);
    expect((await other.call('POST', theirs, { answers: { aadhaarConsent: 'on' } })).statusCode).toBe(404);
    // Applied for: the offer cannot be taken again, with a new key or a changed KFS version.
    const twice = await owner.call('POST', `/api/offers/network/${String(offerId)}/apply`, {
      kfs_version: offer.kfsVersion,
      idempotency_key: 'owner-apply-2',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('ends with one loan when confirm is lost between sending and on_confirm, callbacks twice and reordered', async () => {
    const c = await newCustomer('9811100004');
    const offerId = await formDueOffer(c, /Kosh/);
    const offer = await fillOfferForm(c, offerId);
    const { data } = await applyTo(c, offer, 'fault-apply-1');
    await c.call('POST', `/api/applications/${data.publicId}/lender-form`, {
      answers: { aadhaarConsent: 'on' },
    });
    await drive();
    // The lender now answers every callback twice, in reverse order of a sequence.
    simulator.desk.setScenario('kosh', { twice: true, reorder: true });
    await c.call('POST', `/api/applications/${data.publicId}/lender-form`, {
      answers: { ifsc: 'HDFC0001234', accountNumber: '123456789012' },
    });
    // A pass takes confirm and dies after the lender got it (its answer never recorded).
    const claimed = await claimDueStep(t.app.db, {
      now: new Date(),
      staleBefore: new Date(Date.now() - STEP_CLAIM_LEASE_MS),
      maxAttempts: 5,
    });
    expect(claimed?.action).toBe('confirm');
    const request = claimed?.request as Parameters<typeof t.app.ondc.send>[0];
    await t.app.ondc.send({ ...request, messageId: claimed?.messageId ?? '' });
    // The next pass, after the lease: the same confirm again, with the same message id.
    clock = () => new Date(Date.now() + STEP_CLAIM_LEASE_MS + 1000);
    await drive(2);
    clock = () => new Date();
    const done = await untilStatus(c, data.publicId, 'disbursed');
    expect(done.timeline.filter((e) => e.status === 'approved')).toHaveLength(1);
    expect(done.timeline.filter((e) => e.status === 'disbursed')).toHaveLength(1);
    const [row] = await t.app.db.select().from(applications).where(eq(applications.publicId, data.publicId));
    const loans = await t.app.db
      .select()
      .from(applications)
      .where(eq(applications.userId, row?.userId ?? 0));
    expect(loans).toHaveLength(1);
    const steps = await t.app.db
      .select()
      .from(ondcOutbox)
      .where(eq(ondcOutbox.applicationId, row?.id ?? 0))
      // In the order the steps were queued (PostgreSQL returns rows in no set order otherwise).
      .orderBy(ondcOutbox.id);
    expect(steps.map((s) => [s.action, s.status, s.attempts])).toEqual([
      ['init', 'sent', 1],
      ['confirm', 'sent', 2],
    ]);
    const messages = await listTransactionMessages(t.app.db, steps[0]?.transactionId ?? '');
    const confirms = messages.filter((m) => m.action === 'confirm');
    expect(confirms).toHaveLength(1);
    expect(messages.filter((m) => m.action === 'on_confirm')).toHaveLength(1);
    const lines = await t.app.db
      .select()
      .from(revenueLedgerLines)
      .where(eq(revenueLedgerLines.applicationId, row?.id ?? 0));
    expect(lines).toHaveLength(1);
    simulator.desk.setScenario('kosh', {});
  });

  it('asks a lender gone quiet after confirm for the loan’s status, and takes it from on_status', async () => {
    const c = await newCustomer('9811100005');
    const offerId = await formDueOffer(c, /Sahyog/);
    const offer = await fillOfferForm(c, offerId);
    const { data } = await applyTo(c, offer, 'quiet-apply-1');
    await c.call('POST', `/api/applications/${data.publicId}/lender-form`, {
      answers: { aadhaarConsent: 'on' },
    });
    await drive();
    // The lender takes confirm (ACK) and then says nothing: no on_confirm, no on_update.
    simulator.desk.setScenario('sahyog', { decline: 'no_offer' });
    await c.call('POST', `/api/applications/${data.publicId}/lender-form`, {
      answers: { ifsc: 'HDFC0001234', accountNumber: '123456789012' },
    });
    await drive();
    simulator.desk.setScenario('sahyog', {});
    expect((await application(c, data.publicId))?.status).toBe('in_review');
    expect((await application(c, data.publicId))?.network?.waiting).toBe(true);
    // Within the hour nothing is asked; after it, one status call brings the loan as it stands.
    await drive(1);
    clock = () => new Date(Date.now() + STATUS_CHECK_AFTER_MS + 60_000);
    await drive(2);
    clock = () => new Date();
    const [row] = await t.app.db.select().from(applications).where(eq(applications.publicId, data.publicId));
    const steps = await t.app.db
      .select()
      .from(ondcOutbox)
      .where(eq(ondcOutbox.applicationId, row?.id ?? 0))
      // In the order the steps were queued (PostgreSQL returns rows in no set order otherwise).
      .orderBy(ondcOutbox.id);
    expect(steps.map((s) => s.action)).toEqual(['init', 'confirm', 'status']);
    const done = await application(c, data.publicId);
    expect(done?.status).toBe('disbursed');
    expect(done?.timeline.map((e) => e.status).slice(-2)).toEqual(['approved', 'disbursed']);
  });

  it('applies an on_confirm that arrives after its request’s TTL: the loan exists at the lender', async () => {
    const c = await newCustomer('9811100006');
    const offerId = await formDueOffer(c, /Kosh/);
    const offer = await fillOfferForm(c, offerId);
    const { data } = await applyTo(c, offer, 'late-apply-1');
    await c.call('POST', `/api/applications/${data.publicId}/lender-form`, {
      answers: { aadhaarConsent: 'on' },
    });
    await drive();
    simulator.desk.setScenario('kosh', { decline: 'no_offer' });
    await c.call('POST', `/api/applications/${data.publicId}/lender-form`, {
      answers: { ifsc: 'HDFC0001234', accountNumber: '123456789012' },
    });
    await drive();
    simulator.desk.setScenario('kosh', {});
    // The lender's on_confirm for our confirm, delivered 11 minutes after the 10-minute TTL.
    const [row] = await t.app.db.select().from(applications).where(eq(applications.publicId, data.publicId));
    const [confirm] = await t.app.db
      .select()
      .from(ondcOutbox)
      .where(eq(ondcOutbox.applicationId, row?.id ?? 0))
      .then((steps) => steps.filter((s) => s.action === 'confirm'));
    const sent = (await listTransactionMessages(t.app.db, confirm?.transactionId ?? '')).find(
      (m) => m.action === 'confirm',
    );
    const answer = simulator.desk.answer('kosh', sent?.body);
    if (answer.ack !== 'ACK') throw new Error('the simulated lender refused the confirm');
    const onConfirm = answer.deliveries.find((d) => d.body.context.action === 'on_confirm')?.body;
    if (!onConfirm) throw new Error('no on_confirm');
    const late = new Date(Date.now() + (REQUEST_TTL_SECONDS + 11 * 60) * 1000);
    await storeCallback(onConfirm, late);
    await dispatchPendingCallbacks(t.app.db, ONDC_CALLBACK_HANDLERS, 50, () => late);
    // The lender had disbursed by then: the loan as it stands, sanctioned on the way.
    const applied = await application(c, data.publicId);
    expect(applied?.status).toBe('disbursed');
    expect(applied?.timeline.map((e) => e.status).slice(-2)).toEqual(['approved', 'disbursed']);
    expect(applied?.lenderReference).toBeTruthy();
  });

  it('takes one of two applies sent at once to the same network offer, and queues one select for two forms', async () => {
    const c = await newCustomer('9811100007');
    const offerId = await formDueOffer(c, /Sahyog/);
    const answers = { name: 'Asha Verma', phone: '9811122233', email: 'asha@example.in', amount: '200000' };
    const forms = await Promise.all(
      [1, 2].map(() => c.call('POST', `/api/offers/network/${String(offerId)}/form`, { answers })),
    );
    expect(forms.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const selects = await t.app.db
      .select()
      .from(ondcOutbox)
      .where(eq(ondcOutbox.networkOfferId, offerId))
      .orderBy(ondcOutbox.id);
    expect(selects.map((s) => s.action)).toEqual(['select']);
    await drive();
    const offer = (await c.offers()).offers.find((o) => o.network?.offerId === offerId);
    if (!offer) throw new Error('no network offer');
    const applies = await Promise.all(
      ['both-at-once-1', 'both-at-once-2'].map((key) =>
        c.call('POST', `/api/offers/network/${String(offerId)}/apply`, {
          kfs_version: offer.kfsVersion,
          idempotency_key: key,
        }),
      ),
    );
    expect(applies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const mine = (await c.call('GET', '/api/applications')).json<{ data: Summary[] }>().data;
    expect(mine).toHaveLength(1);
  });

  it('calls only a lender app on our participants list, switched on, at its registered address', async () => {
    const c = await newCustomer('9811100008');
    const offerId = await formDueOffer(c, /Kosh/);
    const kosh = eq(ondcParticipants.subscriberId, 'kosh.bpp.sim.credilink.invalid');
    const form = () => c.call('GET', `/api/offers/network/${String(offerId)}/form`);
    try {
      await t.app.db.update(ondcParticipants).set({ enabled: false }).where(kosh);
      expect((await form()).statusCode).toBe(409);
      // Registered elsewhere than its messages say: its form is not fetched from the messages' host.
      await t.app.db
        .update(ondcParticipants)
        .set({ enabled: true, uri: 'https://kosh.example.in/ondc' })
        .where(kosh);
      expect((await form()).statusCode).toBe(409);
    } finally {
      await t.app.db
        .update(ondcParticipants)
        .set({ enabled: true, uri: `http://127.0.0.1:${String(port)}/ondc-sim/bpp/kosh` })
        .where(kosh);
    }
    expect((await form()).statusCode).toBe(200);
  });

  it('puts a missed instalment and a part-prepayment the lender reports on the timeline, once each', async () => {
    const c = await newCustomer('9811100009');
    const loan = await disbursedLoan(c, /Sahyog/, 'servicing-apply-1');
    const [row] = await t.app.db.select().from(applications).where(eq(applications.publicId, loan.publicId));
    const [order] = await t.app.db
      .select()
      .from(ondcOrders)
      .where(eq(ondcOrders.applicationId, row?.id ?? 0));
    if (!order?.orderId) throw new Error('no order');
    // The lender's own on_update: instalment 1 missed. Stored twice under one id, then repeated in a later message.
    const missed = simulator.desk.notify('sahyog', order.transactionId, [
      { kind: 'missed_emi', instalment: 1 },
    ]);
    if (missed.ack !== 'ACK') throw new Error('no missed EMI');
    for (const delivery of [...missed.deliveries, ...missed.deliveries])
      await storeCallback(delivery.body, new Date());
    // The customer part-prepays ₹20,000 (an update of ours); the lender's on_update repeats the missed EMI.
    const sent = await t.app.ondc.send(
      buildPaymentUpdate(
        {
          transactionId: order.transactionId,
          bpp: { id: order.bppId, uri: order.bppUri },
          providerId: order.providerId,
          itemId: order.itemId,
        },
        order.orderId,
        { kind: 'pre_part_payment', amountPaise: 2_000_000 },
      ),
    );
    expect(sent.sent).toBe(true);
    await drive(2);
    const serviced = await application(c, loan.publicId);
    const notes = serviced?.timeline.flatMap((e) => (e.noteCode ? [e.noteCode] : [])) ?? [];
    expect(notes.filter((n) => n === 'emi_missed')).toHaveLength(1);
    expect(notes.filter((n) => n === 'part_prepaid')).toHaveLength(1);
    expect(serviced?.status).toBe('disbursed');
  });

  it('takes a lender refusing select as no offer, and tells the timeline when it refuses init', async () => {
    const c = await newCustomer('9811100010');
    const koshId = await formDueOffer(c, /Kosh/);
    const sahyogId = (await c.offers()).unmatched.find((u) => /Sahyog/.test(u.name))?.network?.offerId ?? 0;
    // Kosh NACKs select: no offer from it for this request.
    simulator.desk.setScenario('kosh', { decline: 'nack' });
    const answers = { name: 'Asha Verma', phone: '9811122233', email: 'asha@example.in', amount: '200000' };
    expect((await c.call('POST', `/api/offers/network/${String(koshId)}/form`, { answers })).statusCode).toBe(
      200,
    );
    await drive();
    simulator.desk.setScenario('kosh', {});
    expect((await c.offers()).unmatched.find((u) => u.network?.offerId === koshId)?.network?.state).toBe(
      'declined',
    );
    // Sahyog makes its offer, then NACKs init: the loan stays where it was, the customer is told.
    const offer = await fillOfferForm(c, sahyogId);
    const { data } = await applyTo(c, offer, 'nack-apply-1');
    simulator.desk.setScenario('sahyog', { decline: 'nack' });
    await c.call('POST', `/api/applications/${data.publicId}/lender-form`, {
      answers: { aadhaarConsent: 'on' },
    });
    await drive();
    simulator.desk.setScenario('sahyog', {});
    const told = await application(c, data.publicId);
    expect(told?.status).toBe('submitted');
    expect(told?.timeline.at(-1)?.noteCode).toBe('lender_unreachable');
  });

  it('sends init with the application form when the offer asks for no further form', async () => {
    const c = await newCustomer('9811100011');
    const offerId = await formDueOffer(c, /Sahyog/);
    const offer = await fillOfferForm(c, offerId);
    await t.app.db.update(ondcNetworkOffers).set({ nextForm: null }).where(eq(ondcNetworkOffers.id, offerId));
    const { data } = await applyTo(c, offer, 'no-kyc-apply-1');
    expect(data.status).toBe('submitted');
    expect(data.network?.formDue).toBeNull();
    const [row] = await t.app.db.select().from(applications).where(eq(applications.publicId, data.publicId));
    const steps = await t.app.db
      .select()
      .from(ondcOutbox)
      .where(eq(ondcOutbox.applicationId, row?.id ?? 0));
    expect(steps.map((s) => s.action)).toEqual(['init']);
  });
});
