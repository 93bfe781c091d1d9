import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { RANKING_METHOD_VERSION, eligibilityReason } from '@cl/contracts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { personalLoanCustomer } from '../../../../test/support/personal-loan-customer.ts';
import { offerImpressions, ondcFlows, ondcNetworkOffers } from '../../../db/schema/index.ts';
import { ONDC_CALLBACK_HANDLERS } from '../callback-handlers.ts';
import { dispatchPendingCallbacks } from '../protocol/callback-dispatch.ts';
import { insertMessageOnce } from '../protocol/message-log.repository.ts';
import type { BecknContext, BuyerRequest } from '../simulator/buyer-request.ts';
import { buildOnSearch } from '../simulator/catalog-callback.ts';
import { openLoanFile } from '../simulator/loan-file.ts';
import { loanQuote } from '../simulator/loan-quote.ts';
import { buildOnSelect } from '../simulator/offer-callbacks.ts';
import { simulatedNetwork, type SimulatedLender } from '../simulator/simulated-network.ts';
import { rankOffers } from '../../offers/eligibility.ts';

// Issue 17 (ADR 033): the simulator's on_search and on_select, applied through the dispatch point,
// put network offers in the same RBI offers view as the seeded lenders, ranked by the same method.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const network = simulatedNetwork('http://127.0.0.1:9');
const lender = (key: string): SimulatedLender => {
  const found = network.lenders.find((l) => l.key === key);
  if (!found) throw new Error(`no simulated lender ${key}`);
  return found;
};
const sahyog = lender('sahyog');
const kosh = lender('kosh');
const customer = (phone: string) => personalLoanCustomer(t, phone);

async function flowOf(userId: number) {
  const [flow] = await t.app.db.select().from(ondcFlows).where(eq(ondcFlows.userId, userId));
  if (!flow) throw new Error('no flow started');
  return flow;
}

function request(transactionId: string, action: string, messageId: string): BuyerRequest {
  const context: BecknContext = {
    domain: 'ONDC:FIS12',
    location: { country: { code: 'IND' }, city: { code: '*' } },
    action,
    version: '2.0.0',
    bap_id: t.app.ondc.settings.subscriberId,
    bap_uri: t.app.ondc.settings.subscriberUri,
    transaction_id: transactionId,
    message_id: messageId,
    timestamp: new Date().toISOString(),
    ttl: 'PT30S',
  };
  return { context, message: {} };
}

/** A callback as the protocol layer stores it once verified, then a dispatch pass. */
async function receive(from: SimulatedLender, body: { context: BecknContext }, at = new Date()) {
  await insertMessageOnce(t.app.db, {
    transactionId: body.context.transaction_id,
    messageId: body.context.message_id,
    action: body.context.action,
    direction: 'in',
    senderSubscriberId: from.subscriberId,
    targetUri: null,
    body,
    rawBody: JSON.stringify(body),
    authorization: 'verified-in-test',
    verified: true,
    at,
  });
  await dispatchPendingCallbacks(t.app.db, ONDC_CALLBACK_HANDLERS, 50);
}

const onSearch = (from: SimulatedLender, tx: string, id = `search-${from.key}`) =>
  buildOnSearch(from, request(tx, 'search', id), new Date());

function onSelect(from: SimulatedLender, tx: string, id = `select-${from.key}`) {
  const file = openLoanFile(
    tx,
    {
      applicant: { name: 'Asha Verma', phone: '9000000000', email: 'a@example.in' },
      requestedPaise: 200_000_00,
    },
    `order-${from.key}`,
  );
  return buildOnSelect(from, request(tx, 'select', id), file, new Date());
}

describe('network offers in the offers view', () => {
  it('ranks a network offer with the seeded lenders and lists a lender without an offer as unmatched', async () => {
    const c = await customer('9420000001');
    const before = await c.offers();
    expect(before.offers.some((o) => o.network)).toBe(false);
    const { transactionId, windowEndsAt } = await flowOf(c.userId);
    // The page is told to ask again while lenders' catalogues are still taken.
    expect(before.networkSearchOpenUntil).toBe(windowEndsAt.toISOString());

    await receive(sahyog, onSearch(sahyog, transactionId));
    await receive(kosh, onSearch(kosh, transactionId));
    await receive(sahyog, onSelect(sahyog, transactionId));

    const after = await c.offers();
    const mine = after.offers.filter((o) => o.network);
    expect(mine.map((o) => o.name)).toEqual([sahyog.name]);
    // Seeded lenders still there, and the whole list is in the published order.
    expect(after.offers.length).toBe(before.offers.length + 1);
    const reranked = rankOffers(
      after.offers.map((o) => ({ ...o, offerAmount: o.amount, priority: 0 })),
      RANKING_METHOD_VERSION,
    );
    const costs = (list: typeof after.offers) => list.map((o) => [o.aprMin, o.aprMax, o.amount]);
    expect(costs(after.offers)).toEqual(costs(reranked));
    // Kosh sent its catalogue but no offer: unmatched, waiting for its own form.
    const koshRow = after.unmatched.find((u) => u.name === kosh.name);
    expect(koshRow?.reasons).toEqual([eligibilityReason('network_form_pending', 'en')]);

    // The view was recorded with the network offer in it.
    const impressions = await t.app.db
      .select()
      .from(offerImpressions)
      .where(eq(offerImpressions.userId, c.userId));
    const last = impressions.at(-1);
    expect(JSON.stringify(last?.shown)).toContain(`"lenderId":${String(mine[0]?.lenderId)}`);
    expect(last?.unmatched).toContain(koshRow?.lenderId);
  });

  it('changes nothing twice for a repeated or reordered callback, and reuses the search', async () => {
    const c = await customer('9420000002');
    await c.offers();
    const { transactionId } = await flowOf(c.userId);
    // on_select before on_search, then each again under a new message id.
    await receive(sahyog, onSelect(sahyog, transactionId));
    await receive(sahyog, onSearch(sahyog, transactionId));
    await receive(sahyog, onSelect(sahyog, transactionId, 'select-again'));
    await receive(sahyog, onSearch(sahyog, transactionId, 'search-again'));
    const rows = await t.app.db
      .select()
      .from(ondcNetworkOffers)
      .where(eq(ondcNetworkOffers.transactionId, transactionId));
    expect(rows.map((r) => r.state)).toEqual(['offer']);
    const view = await c.offers();
    expect(view.offers.filter((o) => o.network)).toHaveLength(1);
    // The second view reused the flow: still one search for this customer.
    expect(await t.app.db.select().from(ondcFlows).where(eq(ondcFlows.userId, c.userId))).toHaveLength(1);
  });

  it('lists a lender that declined as unmatched and ignores a catalogue after the window', async () => {
    const c = await customer('9420000003');
    await c.offers();
    const { transactionId } = await flowOf(c.userId);
    await receive(kosh, onSearch(kosh, transactionId));
    // A decline: the lender's error, no order.
    const decline = {
      context: onSelect(kosh, transactionId).context,
      message: {},
      error: { code: '40000', message: 'No offer' },
    };
    await receive(kosh, decline);
    await receive(sahyog, onSearch(sahyog, transactionId), new Date(Date.now() + 10 * 60_000));
    const view = await c.offers();
    expect(view.offers.filter((o) => o.network)).toHaveLength(0);
    expect(view.unmatched.find((u) => u.name === kosh.name)?.reasons).toEqual([
      eligibilityReason('network_no_offer', 'en'),
    ]);
    expect(view.unmatched.some((u) => u.name === sahyog.name)).toBe(false);
  });

  it("fills the KFS from LOAN_INFO and the quote, with the lender's grievance officer", async () => {
    const c = await customer('9420000004');
    await c.offers();
    const { transactionId } = await flowOf(c.userId);
    await receive(sahyog, onSearch(sahyog, transactionId));
    await receive(sahyog, onSelect(sahyog, transactionId));
    const offer = (await c.offers()).offers.find((o) => o.network);
    expect(offer).toBeDefined();
    const res = await c.get(`/api/kfs/${offer?.slug ?? ''}?amount=200000`);
    expect(res.statusCode).toBe(200);
    const kfs = res.json().data;
    const quote = loanQuote(sahyog.terms, 200_000_00);
    expect(kfs).toMatchObject({
      lenderName: sahyog.name,
      loanAmount: quote.principalPaise / 100,
      ratePercent: sahyog.terms.annualRatePercent,
      months: sahyog.terms.tenureMonths,
      instalments: quote.instalments,
      emi: quote.instalmentPaise / 100,
      totalInterest: quote.interestPaise / 100,
      netDisbursed: quote.netDisbursedPaise / 100,
      totalRepayment: (quote.principalPaise + quote.interestPaise) / 100,
      apr: Math.round(quote.aprPercent * 100) / 100,
      coolingOffDays: sahyog.terms.coolingOffDays,
      upfrontCharges: [{ label: 'Processing fee', amount: quote.processingFeePaise / 100 }],
      grievance: {
        name: sahyog.grievanceOfficer.name,
        email: sahyog.grievanceOfficer.email,
        phone: sahyog.grievanceOfficer.phone,
      },
    });
    expect(kfs.penalCharges).toContain(`Foreclosure: ${String(sahyog.terms.foreclosureFeePercent)}%`);

    // Another customer cannot read it.
    const other = await customer('9420000005');
    expect((await other.get(`/api/kfs/${offer?.slug ?? ''}?amount=200000`)).statusCode).toBe(404);
  });
});
