import { describe, expect, it } from 'vitest';
import { buildOndcContext } from '../src/modules/ondc/protocol/context.ts';
import type { OutboundMessage } from '../src/modules/ondc/protocol/outbound-client.ts';
import { buildConfirm } from '../src/modules/ondc/buyer-messages/confirm.ts';
import { buildInit } from '../src/modules/ondc/buyer-messages/init.ts';
import type { ChosenOffer } from '../src/modules/ondc/buyer-messages/order-parts.ts';
import { buildStatus } from '../src/modules/ondc/buyer-messages/status.ts';
import { buildPaymentUpdate } from '../src/modules/ondc/buyer-messages/update.ts';
import { buildSearchMessage } from '../src/modules/ondc/buyer-messages/search.ts';
import { buildSelectMessage } from '../src/modules/ondc/buyer-messages/select.ts';
import {
  ONDC_ACTIONS,
  missingAttributes,
  validateMessage,
  type OndcAction,
} from './support/ondc-conformance.ts';

// Issue 17, "done when": every message this buyer app sends validates against build.yaml and carries
// the attributes FIS12 personal loans require for its action. One row per builder and variant; a new
// outbound message joins by adding a row.

const offer: ChosenOffer = {
  transactionId: 'b3f0c2a4-6d1e-4f7a-9c55-0e2d8a1b7c90',
  bpp: { id: 'sahyog.bpp.sim.credilink.invalid', uri: 'http://127.0.0.1:3000/ondc-sim/bpp/sahyog' },
  providerId: 'SAHYOG-PL',
  itemId: 'SAHYOG-PL-ITEM',
};
const account = { ifsc: 'HDFC0001234', accountNumber: '50100012345678', vpa: 'asha@okhdfc' };
const fee = { type: 'percent-annualized', percentage: '1' };

const OUTBOUND: { name: string; build: () => OutboundMessage }[] = [
  {
    name: 'search: personal loans, our fee and settlement terms, no borrower details',
    build: () => ({
      action: 'search',
      transactionId: offer.transactionId,
      ttlSeconds: 30,
      message: buildSearchMessage({
        buyerFinderFeePercent: 1,
        delayInterestPercent: 2.5,
        staticTermsUrl: 'http://127.0.0.1:3000/ondc/settlement-terms',
      }),
    }),
  },
  {
    name: "select: the chosen lender's item and the form's submission id",
    build: () => ({
      action: 'select',
      transactionId: offer.transactionId,
      ttlSeconds: 30,
      targetUri: offer.bpp.uri,
      bpp: offer.bpp,
      message: buildSelectMessage({
        providerId: offer.providerId,
        itemId: offer.itemId,
        formId: 'F01',
        submissionId: 'sub-123',
      }),
    }),
  },
  {
    name: 'init with the KYC form and the consented account',
    build: () =>
      buildInit({
        offer,
        form: { formId: 'sahyog-kyc', submissionId: 'sub-1' },
        account,
        buyerFinderFee: fee,
      }),
  },
  {
    name: 'init with only a form',
    build: () => buildInit({ offer, form: { formId: 'sahyog-emandate', submissionId: 'sub-2' } }),
  },
  {
    name: 'confirm after the loan agreement',
    build: () =>
      buildConfirm({
        offer,
        form: { formId: 'sahyog-agreement', submissionId: 'sub-3' },
        paymentId: 'PAY-1',
        account,
        buyerFinderFee: fee,
      }),
  },
  { name: 'status', build: () => buildStatus({ ...offer, cityCode: 'std:080' }) },
  {
    name: 'update: foreclosure',
    build: () => buildPaymentUpdate(offer, 'ORDER-1', { kind: 'foreclosure' }),
  },
  {
    name: 'update: pre-part payment',
    build: () => buildPaymentUpdate(offer, 'ORDER-1', { kind: 'pre_part_payment', amountPaise: 9_272_050 }),
  },
  {
    name: 'update: missed EMI payment',
    build: () => buildPaymentUpdate(offer, 'ORDER-1', { kind: 'missed_emi_payment' }),
  },
];

/** The harness knows the FIS12 personal-loan actions; a message outside them fails here. */
function specAction(action: string): OndcAction {
  const known = ONDC_ACTIONS.find((name) => name === action);
  if (!known) throw new Error(`${action} is not a FIS12 personal-loan action`);
  return known;
}

/** The body `app.ondc.send` puts on the wire for this message. */
function wireBody(out: OutboundMessage) {
  const context = buildOndcContext(
    { subscriberId: 'credilink.test', subscriberUri: 'http://127.0.0.1:3000/ondc' },
    { ...out, messageId: '7d1c3b0e-2f4a-4e9b-8a61-5c0d9e2f1a33', now: new Date('2026-11-26T03:00:00Z') },
  );
  return { context, message: out.message };
}

describe('every outbound ONDC message', () => {
  it.each(OUTBOUND.map((row) => [row.name, row] as const))('%s conforms to FIS12', (_name, row) => {
    const out = row.build();
    const body = wireBody(out);
    const action = specAction(out.action);
    expect(validateMessage(action, body)).toEqual([]);
    expect(missingAttributes(action, body)).toEqual([]);
  });

  it('covers every action the buyer app sends', () => {
    const actions = new Set(OUTBOUND.map((row) => row.build().action));
    expect([...actions].sort()).toEqual(['confirm', 'init', 'search', 'select', 'status', 'update']);
  });

  it('sends search to the gateway and every later message to the chosen lender app', () => {
    for (const row of OUTBOUND) {
      const out = row.build();
      if (out.action === 'search') {
        expect(out.targetUri).toBeUndefined();
        continue;
      }
      expect(out.targetUri).toBe(offer.bpp.uri);
      expect(wireBody(out).context.bpp_id).toBe(offer.bpp.id);
    }
  });

  it("search carries our fee; select carries the lender form's submission id", () => {
    const [search, select] = OUTBOUND.slice(0, 2).map((row) => row.build().message);
    expect(JSON.stringify(search)).toContain('"BUYER_FINDER_FEES_PERCENTAGE"},"value":"1"');
    expect(select).toMatchObject({
      order: { items: [{ xinput: { form_response: { submission_id: 'sub-123' } } }] },
    });
  });

  it('writes a pre-part payment in rupees and labels each payment request as FIS12 does', () => {
    const labels = OUTBOUND.filter((row) => row.build().action === 'update').map(
      (row) => row.build().message,
    );
    expect(labels).toEqual([
      { update_target: 'payments', order: { id: 'ORDER-1', payments: [{ time: { label: 'FORECLOSURE' } }] } },
      {
        update_target: 'payments',
        order: {
          id: 'ORDER-1',
          payments: [
            { params: { amount: '92720.50', currency: 'INR' }, time: { label: 'PRE_PART_PAYMENT' } },
          ],
        },
      },
      {
        update_target: 'payments',
        order: { id: 'ORDER-1', payments: [{ time: { label: 'MISSED_EMI_PAYMENT' } }] },
      },
    ]);
  });
});
