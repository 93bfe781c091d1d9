import type { LanguageCode } from '../constants.ts';

// Why a lender did not match (REGULATION: RBI DLD 2025 — list the lenders that did not match; no
// hiding). The server's eligibility engine returns these codes; the web shows the text. Codes are
// stable: they are stored with the offers shown, so rename only with a migration of that record.
// Order here is the order the engine checks and reports them.

export const ELIGIBILITY_REASONS = [
  'lender_deleted',
  'lender_inactive',
  'lender_off',
  'no_handoff',
  'product',
  'missing_birth_date',
  'age_below_min',
  'age_above_max',
  'missing_income',
  'income_below_min',
  'income_above_max',
  'missing_employment',
  'employment',
  'amount_below_min',
  'amount_above_max',
  'credit_score',
  // Issue 17: network (ONDC) lenders, whose matching is the lender's own.
  'network_form_pending',
  'network_no_offer',
  'network_offer_awaited',
  'network_form_unreadable',
] as const;
export type ReasonCode = (typeof ELIGIBILITY_REASONS)[number];

/** About the lender, not the customer: the web may group these apart from the customer's reasons. */
export const LENDER_SIDE_REASONS: readonly ReasonCode[] = [
  'lender_deleted',
  'lender_inactive',
  'lender_off',
  'no_handoff',
];

export const eligibilityReasonText: Record<LanguageCode, Record<ReasonCode, string>> = {
  en: {
    lender_deleted: 'This lender is no longer listed on our marketplace',
    lender_inactive: 'This lender is not accepting applications at the moment',
    lender_off: 'This lender has paused applications through our marketplace',
    no_handoff: 'This lender has no way to take applications through our marketplace yet',
    product: 'This lender does not offer the loan type you chose',
    missing_birth_date: 'Add your date of birth to check this lender’s age criteria',
    age_below_min: 'You are younger than this lender’s minimum age',
    age_above_max: 'You are older than this lender’s maximum age',
    missing_income: 'Add your monthly income to check this lender’s income criteria',
    income_below_min: 'Your monthly income is below this lender’s minimum',
    income_above_max: 'Your monthly income is above the range this lender serves',
    missing_employment: 'Add your employment type to check this lender’s criteria',
    employment: 'This lender does not lend to your employment type',
    amount_below_min: 'The amount you asked for is below this lender’s minimum loan',
    amount_above_max: 'The amount you asked for is above this lender’s maximum loan',
    credit_score: 'Your credit score is below this lender’s minimum',
    network_form_pending: 'This lender makes its offer once you fill in its own application form',
    network_no_offer: 'This lender did not make an offer for your request',
    network_offer_awaited: 'You have sent this lender its form: its offer will appear here shortly',
    network_form_unreadable:
      "We cannot show this lender's application form, so it cannot make you an offer here",
  },
  hi: {
    lender_deleted: 'यह ऋणदाता अब हमारे मार्केटप्लेस पर उपलब्ध नहीं है',
    lender_inactive: 'यह ऋणदाता अभी आवेदन स्वीकार नहीं कर रहा है',
    lender_off: 'इस ऋणदाता ने हमारे मार्केटप्लेस के माध्यम से आवेदन अस्थायी रूप से रोके हैं',
    no_handoff: 'यह ऋणदाता अभी हमारे मार्केटप्लेस के माध्यम से आवेदन नहीं ले सकता',
    product: 'यह ऋणदाता आपके चुने गए ऋण का प्रकार नहीं देता',
    missing_birth_date: 'इस ऋणदाता की आयु शर्त जाँचने के लिए अपनी जन्म तिथि जोड़ें',
    age_below_min: 'आपकी आयु इस ऋणदाता की न्यूनतम आयु से कम है',
    age_above_max: 'आपकी आयु इस ऋणदाता की अधिकतम आयु से अधिक है',
    missing_income: 'इस ऋणदाता की आय शर्त जाँचने के लिए अपनी मासिक आय जोड़ें',
    income_below_min: 'आपकी मासिक आय इस ऋणदाता की न्यूनतम आय से कम है',
    income_above_max: 'आपकी मासिक आय इस ऋणदाता की आय सीमा से अधिक है',
    missing_employment: 'इस ऋणदाता की शर्तें जाँचने के लिए अपना रोज़गार प्रकार जोड़ें',
    employment: 'यह ऋणदाता आपके रोज़गार प्रकार के लिए ऋण नहीं देता',
    amount_below_min: 'आपकी माँगी गई राशि इस ऋणदाता के न्यूनतम ऋण से कम है',
    amount_above_max: 'आपकी माँगी गई राशि इस ऋणदाता के अधिकतम ऋण से अधिक है',
    credit_score: 'आपका क्रेडिट स्कोर इस ऋणदाता के न्यूनतम स्कोर से कम है',
    network_form_pending: 'इस ऋणदाता का आवेदन फ़ॉर्म भरने के बाद ही यह अपना ऑफ़र देगा',
    network_no_offer: 'इस ऋणदाता ने आपके अनुरोध के लिए कोई ऑफ़र नहीं दिया',
    network_offer_awaited: 'आपने इस ऋणदाता को उसका फ़ॉर्म भेज दिया है: इसका ऑफ़र जल्द ही यहाँ दिखेगा',
    network_form_unreadable: 'हम इस ऋणदाता का आवेदन फ़ॉर्म नहीं दिखा सकते, इसलिए यह यहाँ आपको ऑफ़र नहीं दे सकता',
  },
};

export function eligibilityReason(code: ReasonCode, language: LanguageCode): string {
  return eligibilityReasonText[language][code];
}
