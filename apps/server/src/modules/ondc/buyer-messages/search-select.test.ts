import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { missingAttributes, validateMessage } from '../../../../test/support/ondc-conformance.ts';
import { buildOndcContext } from '../protocol/context.ts';
import { buildSearchMessage } from './search.ts';
import { buildSelectMessage } from './select.ts';

// Issue 17: what this buyer app sends validates against build.yaml and carries the attributes the
// personal-loan list requires (ADR 032's harness).

const app = { subscriberId: 'credilink.localhost', subscriberUri: 'http://127.0.0.1:3000/ondc' };
const now = new Date('2026-11-26T03:00:00Z');
const TX = randomUUID();

describe('search and select as sent', () => {
  it('search: personal loans, our fee and settlement terms, and no borrower details', () => {
    const body = {
      context: buildOndcContext(app, {
        action: 'search',
        transactionId: TX,
        messageId: randomUUID(),
        now,
        ttlSeconds: 30,
      }),
      message: buildSearchMessage({
        buyerFinderFeePercent: 1,
        delayInterestPercent: 2.5,
        staticTermsUrl: 'http://127.0.0.1:3000/ondc/settlement-terms',
      }),
    };
    expect(validateMessage('search', body)).toEqual([]);
    expect(missingAttributes('search', body)).toEqual([]);
    expect(JSON.stringify(body)).toContain('"BUYER_FINDER_FEES_PERCENTAGE"},"value":"1"');
  });

  it("select: the chosen lender's item and the form's submission id", () => {
    const body = {
      context: buildOndcContext(app, {
        action: 'select',
        transactionId: TX,
        messageId: randomUUID(),
        now,
        ttlSeconds: 30,
        bpp: { id: 'sahyog.bpp.sim.credilink.invalid', uri: 'http://127.0.0.1:9/ondc-sim/bpp/sahyog' },
      }),
      message: buildSelectMessage({
        providerId: 'SAHYOG-PL',
        itemId: 'SAHYOG-PL-ITEM',
        formId: 'F01',
        submissionId: 'sub-123',
      }),
    };
    expect(validateMessage('select', body)).toEqual([]);
    expect(missingAttributes('select', body)).toEqual([]);
    expect(body.message).toMatchObject({
      order: { items: [{ xinput: { form_response: { submission_id: 'sub-123' } } }] },
    });
  });
});
