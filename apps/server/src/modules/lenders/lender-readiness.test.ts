import { describe, expect, it } from 'vitest';
import { msg, type LenderDto } from '@cl/contracts';
import { lenderChangeProblems, offerReadinessProblems } from './lender-readiness.ts';

const bare: LenderDto = {
  lender_id: 1,
  id: 1,
  slug: 'new',
  name: 'New Lender',
  min_income: null,
  max_income: null,
  min_age: null,
  max_age: null,
  min_loan: null,
  max_loan: null,
  ticket_class: null,
  credit_score_class: null,
  salaried: 0,
  self_employed: 0,
  business: 0,
  priority: 0,
  lender_status: 0,
  vendor_on: 1,
  so_status: 0,
  so_text: null,
  so_text_hi: null,
  so_date_start: null,
  so_date_end: null,
  loan_amount_upto: null,
  tenure: null,
  interest_rate: null,
  apr_min: null,
  apr_max: null,
  processing_fees: null,
  penal_charges: null,
  processing_fees_hi: null,
  penal_charges_hi: null,
  cooling_off_days: 3,
  products: [],
  journey: 'web_app',
  redirect_url: null,
  lender_group_ids: [],
  autosubmission: 0,
  api: 0,
};

const ready: LenderDto = {
  ...bare,
  products: ['personal'],
  redirect_url: 'https://lender.example.in/apply',
  salaried: 1,
  interest_rate: '14% To 24%',
  apr_min: 15,
  apr_max: 26,
  tenure: '6 to 36 months',
  processing_fees: 'Up to 2%',
};

describe('what a lender needs before it is switched on (issue 15)', () => {
  it('names every missing field of a bare lender', () => {
    expect(offerReadinessProblems(bare)).toEqual({
      products: msg('lenderNeedsProducts'),
      redirect_url: msg('lenderNeedsHandoff'),
      interest_rate: msg('lenderNeedsRate'),
      apr_min: msg('lenderNeedsApr'),
      apr_max: msg('lenderNeedsApr'),
      tenure: msg('lenderNeedsTenure'),
      processing_fees: msg('lenderNeedsFees'),
    });
    expect(offerReadinessProblems(ready)).toEqual({});
  });

  it('asks for an employment segment unless every product is a gold or student loan', () => {
    const noSegment = { ...ready, salaried: 0 };
    expect(offerReadinessProblems(noSegment)).toEqual({ salaried: msg('lenderNeedsSegment') });
    expect(offerReadinessProblems({ ...noSegment, products: ['gold'] })).toEqual({});
    expect(offerReadinessProblems({ ...noSegment, products: ['gold', 'home'] })).toEqual({
      salaried: msg('lenderNeedsSegment'),
    });
  });

  it('takes an API hand-off instead of a redirect address only with auto-submission on', () => {
    const api = { ...ready, redirect_url: null, api: 1 };
    expect(offerReadinessProblems(api)).toEqual({ redirect_url: msg('lenderNeedsHandoff') });
    expect(offerReadinessProblems({ ...api, autosubmission: 1 })).toEqual({});
  });

  it('an unreadable rate or tenure counts as missing', () => {
    expect(offerReadinessProblems({ ...ready, interest_rate: 'competitive', tenure: 'flexible' })).toEqual({
      interest_rate: msg('lenderNeedsRate'),
      tenure: msg('lenderNeedsTenure'),
    });
  });

  it('refuses switching on a lender that is not ready, on the switch that was turned', () => {
    expect(lenderChangeProblems(bare, { ...bare, lender_status: 1 })).toMatchObject({
      lender_status: msg('lenderNotReady'),
      products: msg('lenderNeedsProducts'),
    });
    const catalogueOn = { ...bare, lender_status: 1, vendor_on: 0 };
    expect(lenderChangeProblems(catalogueOn, { ...catalogueOn, vendor_on: 1 })).toMatchObject({
      vendor_on: msg('lenderNotReady'),
    });
    expect(lenderChangeProblems(ready, { ...ready, lender_status: 1 })).toEqual({});
    // Off, a lender may be saved half-filled.
    expect(lenderChangeProblems(bare, { ...bare, name: 'Renamed' })).toEqual({});
  });

  it('keeps a switched-on lender offerable, but never blocks edits over an old gap', () => {
    const live = { ...ready, lender_status: 1 };
    expect(lenderChangeProblems(live, { ...live, products: [] })).toEqual({
      lender_status: msg('lenderNotReady'),
      products: msg('lenderNeedsProducts'),
    });
    const oldGap = { ...live, tenure: null };
    expect(lenderChangeProblems(oldGap, { ...oldGap, name: 'Renamed' })).toEqual({});
  });

  it('keeps bounds ordered and special offers from ending before they start', () => {
    expect(
      lenderChangeProblems(bare, {
        ...bare,
        min_loan: 500000,
        max_loan: 10000,
        apr_min: 20,
        apr_max: 20,
        so_date_start: '2026-12-10',
        so_date_end: '2026-12-01',
      }),
    ).toEqual({ min_loan: msg('minAboveMax'), so_date_end: msg('offerEndsBeforeStart') });
  });
});
