// Sample data (not real lender terms): the Hindi of the seeded lenders' customer-facing texts
// (issue 13, docs/decisions/011). Special offers are keyed by lender slug; fee and penal-charge
// texts repeat across lenders, so they are translated by their English wording, which also gives
// lenders added later the Hindi of any wording already here.

/** Special offer texts by lender slug, with the English they translate (applied only while it is unchanged). */
export const SPECIAL_OFFERS_HI: Readonly<Record<string, { en: string; hi: string }>> = {
  earlysalary: {
    en: 'No processing fee on loans up to ₹50,000',
    hi: '₹50,000 तक के ऋण पर कोई प्रोसेसिंग फ़ीस नहीं',
  },
  'money-tap': {
    en: 'Interest only on the amount you use from your credit line',
    hi: 'ब्याज केवल उतनी राशि पर, जितनी आप अपनी क्रेडिट लाइन से उपयोग करते हैं',
  },
  indiagold: {
    en: 'Free doorstep gold valuation in 40+ cities',
    hi: '40 से अधिक शहरों में घर बैठे सोने का मुफ़्त मूल्यांकन',
  },
  lendingkart: {
    en: 'Collateral-free working capital with GST-based assessment',
    hi: 'GST के आधार पर आकलन, बिना गिरवी के कार्यशील पूंजी',
  },
};

const PERCENT = String.raw`(\d+(?:\.\d+)?)%`;
const OVERDUE_HI: Readonly<Record<string, string>> = {
  amount: 'बकाया राशि',
  EMI: 'बकाया EMI',
  interest: 'बकाया ब्याज',
};

/** Penal-charge wordings that are not of the "N% per month on overdue X" form. */
const PENAL_CHARGES_HI: Readonly<Record<string, string>> = {
  '₹500 per missed EMI plus 2% per month on overdue amount':
    'हर छूटी हुई EMI पर ₹500, साथ ही बकाया राशि पर 2% प्रति माह',
  '2% per annum above the scheme rate on overdue amount': 'बकाया राशि पर योजना की दर से 2% प्रति वर्ष अधिक',
};

/** "Up to 3% + GST" -> "अधिकतम 3% + GST"; null when the wording is not a known one. */
export function processingFeesHi(english: string): string | null {
  const match = new RegExp(`^Up to ${PERCENT} \\+ GST$`).exec(english.trim());
  return match ? `अधिकतम ${match[1]}% + GST` : null;
}

/** "2% per month on overdue amount" -> "बकाया राशि पर 2% प्रति माह"; null when not known. */
export function penalChargesHi(english: string): string | null {
  const text = english.trim();
  const fixed = PENAL_CHARGES_HI[text];
  if (fixed) return fixed;
  const match = new RegExp(`^${PERCENT} per month on overdue (amount|EMI|interest)$`).exec(text);
  const what = match?.[2] === undefined ? undefined : OVERDUE_HI[match[2]];
  return match && what ? `${what} पर ${match[1]}% प्रति माह` : null;
}
