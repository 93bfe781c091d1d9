import { paiseToRupeeText } from '@cl/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loanItem, loanQuoteMessage } from '../simulator/message-parts.ts';
import { loanQuote } from '../simulator/loan-quote.ts';
import { simulatedNetwork } from '../simulator/simulated-network.ts';
import { isoDays, percentToBp, readNetworkTerms, termMonths } from './network-terms.ts';

// docs/ondc.md's mapping, value by value: LOAN_INFO and the quote into paise and basis points.

const [lender] = simulatedNetwork('http://127.0.0.1:9').lenders;
if (!lender) throw new Error('the simulator has no lender');
const quote = loanQuote(lender.terms, 150_000_00);
const item = loanItem(lender, quote);
const orderQuote = loanQuoteMessage('order-1', quote);

/** The same LOAN_INFO with one value changed (as a lender could send it). */
function withInfo(code: string, value: string): unknown {
  const tags: unknown = JSON.parse(JSON.stringify(item.tags));
  const groups = z
    .array(
      z.looseObject({
        list: z.array(z.looseObject({ descriptor: z.looseObject({ code: z.string() }), value: z.string() })),
      }),
    )
    .parse(tags);
  for (const entry of groups[0]?.list ?? []) if (entry.descriptor.code === code) entry.value = value;
  return groups;
}

describe('reading a network offer', () => {
  it('reads the units the spec writes', () => {
    expect(percentToBp('13.5%')).toBe(1350);
    expect(percentToBp('15.873%')).toBe(1587);
    expect(percentToBp('13.5')).toBeNull();
    expect(termMonths('24 months')).toBe(24);
    expect(termMonths('2 years')).toBe(24);
    expect(termMonths('P24M')).toBeNull();
    expect(isoDays('P3D')).toBe(3);
    expect(isoDays('PT72H')).toBeNull();
  });

  it('maps LOAN_INFO and the quote to paise and basis points', () => {
    const terms = readNetworkTerms(item.tags, orderQuote);
    expect(terms).toMatchObject({
      rateBp: Math.round(lender.terms.annualRatePercent * 100),
      aprBp: Math.round(quote.aprPercent * 100),
      months: lender.terms.tenureMonths,
      instalments: quote.instalments,
      instalmentPaise: quote.instalmentPaise,
      principalPaise: quote.principalPaise,
      interestPaise: quote.interestPaise,
      netDisbursedPaise: quote.netDisbursedPaise,
      upfrontCharges: [{ code: 'PROCESSING_FEE', paise: quote.processingFeePaise }],
      coolingOffDays: lender.terms.coolingOffDays,
      // The simulator's figures add up under our own maths.
      disagreements: [],
    });
    expect(terms?.penalCharges).toBe(
      `Foreclosure: ${String(lender.terms.foreclosureFeePercent)}%; Late payment: ${String(lender.terms.delayPenaltyPercent)}%`,
    );
  });

  it('records, without hiding, an instalment or APR our own maths does not reproduce', () => {
    const wrongEmi = paiseToRupeeText(quote.instalmentPaise + 500);
    expect(readNetworkTerms(withInfo('INSTALLMENT_AMOUNT', wrongEmi), orderQuote)?.disagreements).toEqual([
      'INSTALLMENT_AMOUNT',
    ]);
    expect(readNetworkTerms(withInfo('ANNUAL_PERCENTAGE_RATE', '5%'), orderQuote)).toMatchObject({
      aprBp: 500,
      disagreements: ['ANNUAL_PERCENTAGE_RATE'],
    });
  });

  it('takes no offer it cannot compare: another repayment frequency or an unreadable figure', () => {
    expect(
      readNetworkTerms(withInfo('TERM', `${String(lender.terms.tenureMonths)} months`), orderQuote),
    ).not.toBeNull();
    expect(readNetworkTerms(withInfo('REPAYMENT_FREQUENCY', 'WEEKLY'), orderQuote)).toBeNull();
    expect(readNetworkTerms(withInfo('INSTALLMENT_AMOUNT', 'PT30D'), orderQuote)).toBeNull();
    expect(readNetworkTerms(item.tags, { breakup: [] })).toBeNull();
  });
});
