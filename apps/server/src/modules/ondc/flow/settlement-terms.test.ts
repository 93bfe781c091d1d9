import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONDC_SETTLEMENT_TERMS_PATH, ONDC_SETTLEMENT_TERMS_SEGMENT } from '@cl/contracts';
import { createTestApp, type TestApp } from '../../../../test/support/test-app.ts';
import { renderSettlementTerms, SETTLEMENT_TERMS } from './settlement-terms.ts';

// Issue 17: every search names our settlement terms (SETTLEMENT_TERMS.STATIC_TERMS); the address
// answers them, in words, with the figures the search carries.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ GRIEVANCE_OFFICER_NAME: 'Asha <script>alert(1)</script> & Co' });
});
afterAll(async () => {
  await t.close();
});

describe('settlement terms page', () => {
  it('is where a search sent with the default settings points, public, with the figures it carries', async () => {
    const { subscriberUri } = t.app.ondc.settings;
    const staticTerms = new URL(`${subscriberUri}/${ONDC_SETTLEMENT_TERMS_SEGMENT}`);
    expect(staticTerms.pathname).toBe(ONDC_SETTLEMENT_TERMS_PATH);

    const response = await t.app.inject({ method: 'GET', url: staticTerms.pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const cell = (field: string) =>
      new RegExp(`<code>${field}</code></th><td>([^<]*)</td>`).exec(response.body)?.[1];
    expect(cell('BUYER_FINDER_FEES_PERCENTAGE')).toBe(String(SETTLEMENT_TERMS.buyerFinderFeePercent));
    expect(cell('BUYER_FINDER_FEES_TYPE')).toBe('percent-annualized');
    expect(cell('DELAY_INTEREST')).toBe(String(SETTLEMENT_TERMS.delayInterestPercent));
    expect(response.body).toContain(t.app.ondc.settings.subscriberId);
    expect(response.body).toContain('26 Nov 2026');
  });

  it('escapes what the operator configured', async () => {
    const response = await t.app.inject({ method: 'GET', url: ONDC_SETTLEMENT_TERMS_PATH });
    expect(response.body).not.toContain('<script>');
    expect(response.body).toContain('Asha &lt;script&gt;alert(1)&lt;/script&gt; &amp; Co');
  });

  it('answers only GET (and HEAD)', async () => {
    const post = await t.app.inject({ method: 'POST', url: ONDC_SETTLEMENT_TERMS_PATH, payload: {} });
    expect(post.statusCode).toBe(404);
  });
});

describe('renderSettlementTerms', () => {
  it('writes the subscriber and the terms given', () => {
    const html = renderSettlementTerms({
      subscriberId: 'buyer.example"in',
      subscriberUri: 'https://buyer.example.in/ondc',
      grievance: { name: 'G', email: 'g@example.in', phone: '1800' },
      terms: { buyerFinderFeePercent: 0.75, delayInterestPercent: 3, effectiveFrom: '2027-01-01' },
    });
    expect(html).toContain('<code>BUYER_FINDER_FEES_PERCENTAGE</code></th><td>0.75</td>');
    expect(html).toContain('<code>DELAY_INTEREST</code></th><td>3</td>');
    expect(html).toContain('buyer.example&quot;in');
    expect(html).toContain('1 Jan 2027');
    expect(html).toContain('href="mailto:g@example.in"');
  });
});
