import { formatCalendarDate } from '@cl/contracts';
import { escapeMarkup } from '../../../lib/markup-text.ts';

// The commercial terms this buyer app offers network lenders (ADR 033): the fee it asks
// (BUYER_FINDER_FEES) and how the lender settles it (SETTLEMENT_TERMS). Every search carries them,
// and its STATIC_TERMS names the page below, which states the same figures in words. The page is
// for lenders' staff, not for customers: English, the network's working language (docs/ondc.md).

export interface SettlementTerms {
  /** BUYER_FINDER_FEES_PERCENTAGE, type percent-annualized, on each loan sanctioned through us. */
  buyerFinderFeePercent: number;
  /** DELAY_INTEREST: interest on a settlement paid late, percent a year. */
  delayInterestPercent: number;
  /** The day these terms took effect (IST calendar date). */
  effectiveFrom: string;
}

export const SETTLEMENT_TERMS: SettlementTerms = {
  buyerFinderFeePercent: 1,
  delayInterestPercent: 2.5,
  effectiveFrom: '2026-11-26',
};

export interface SettlementTermsPage {
  subscriberId: string;
  subscriberUri: string;
  grievance: { name: string; email: string; phone: string };
  terms: SettlementTerms;
}

const row = (field: string, value: string, meaning: string) =>
  `<tr><th scope="row"><code>${escapeMarkup(field)}</code></th><td>${escapeMarkup(value)}</td><td>${escapeMarkup(meaning)}</td></tr>`;

/** The settlement terms as a page of their own (served at ONDC_SETTLEMENT_TERMS_PATH). */
export function renderSettlementTerms(page: SettlementTermsPage): string {
  const { terms } = page;
  const buyer = escapeMarkup(page.subscriberId);
  const fee = String(terms.buyerFinderFeePercent);
  const delay = String(terms.delayInterestPercent);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${buyer}: settlement terms for lenders on the ONDC network</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;line-height:1.5;margin:0 auto;max-width:760px;padding:16px;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #c8c8c8;padding:8px;text-align:left;vertical-align:top}
code{font-size:.9em;overflow-wrap:anywhere}
</style>
</head>
<body>
<main>
<h1>${buyer}: settlement terms for lenders on the ONDC network</h1>
<p>In effect from ${escapeMarkup(formatCalendarDate(terms.effectiveFrom))}. These terms go with every
<code>search</code> this buyer app (subscriber <code>${buyer}</code> at
<code>${escapeMarkup(page.subscriberUri)}</code>) sends in the domain <code>ONDC:FIS12</code>.
A lender that answers accepts them for each loan sanctioned through this buyer app.</p>
<h2>What a search says</h2>
<table>
<thead><tr><th scope="col">Field</th><th scope="col">Value</th><th scope="col">Meaning</th></tr></thead>
<tbody>
${row('BUYER_FINDER_FEES_TYPE', 'percent-annualized', 'The fee is a percentage a year of the loan principal.')}
${row('BUYER_FINDER_FEES_PERCENTAGE', fee, `${fee}% a year of the principal of each loan the lender sanctions to a borrower who came through this buyer app, as quoted back in the lender's on_select and on_confirm.`)}
${row('collected_by', 'BPP', "The lender collects the borrower's payments and pays this buyer app its fee.")}
${row('DELAY_INTEREST', delay, `A fee paid after it is due bears interest at ${delay}% a year for each day it is late.`)}
${row('OFFLINE_CONTRACT', 'true', 'These terms sit under the agreement signed with each lender before it is switched on; where the two differ, the signed agreement prevails.')}
</tbody>
</table>
<h2>Disputes and contact</h2>
<p>Questions about a settlement or a fee go to ${escapeMarkup(page.grievance.name)},
<a href="mailto:${escapeMarkup(page.grievance.email)}">${escapeMarkup(page.grievance.email)}</a>,
${escapeMarkup(page.grievance.phone)}, quoting the loan's ONDC transaction id.</p>
</main>
</body>
</html>
`;
}
