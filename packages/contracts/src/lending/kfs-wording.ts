import type { LanguageCode } from '../constants.ts';

// The Key Fact Statement's words in English and Hindi, once: the web's KFS dialog and the server's
// PDF copy both read them through kfsText() (docs/decisions/012-kfs-pdf.md). Counted words take the
// language's plural category (Intl.PluralRules, as i18next does): Hindi 'one' is 0 and 1.

type Plural = Intl.LDMLPluralRule;
const isOne = (plural: Plural) => plural === 'one';

/**
 * buildKfs writes its two up-front charges with these English labels (they are part of the KFS
 * JSON); kfsText shows them in the reader's language and any other charge label as it came.
 */
export const KFS_CHARGE_LABELS = {
  processingFee: 'Processing fee',
  gstOnFee: (percent: number | string) => `GST on processing fee (${String(percent)}%)`,
} as const;
export const KFS_GST_LABEL = /^GST on processing fee \((\d+(?:\.\d+)?)%\)$/;

export interface KfsWording {
  title: string;
  subtitle: (lender: string, date: string) => string;
  lender: string;
  loanAmount: string;
  rate: string;
  rateValue: (rate: string) => string;
  tenure: string;
  months: (count: number, plural: Plural) => string;
  instalments: string;
  instalmentsValue: (count: number, emi: string, plural: Plural) => string;
  totalInterest: string;
  processingFee: string;
  gstOnFee: (percent: string) => string;
  netDisbursed: string;
  totalRepayment: string;
  apr: string;
  penalCharges: string;
  notPublished: string;
  coolingOff: string;
  days: (count: number, plural: Plural) => string;
  grievance: string;
  version: string;
  coolingOffNote: (count: number, plural: Plural) => string;
  ombudsmanNote: string;
  indicativeNote: string;
  footer: (lender: string) => string;
}

export const KFS_WORDING: Readonly<Record<LanguageCode, KfsWording>> = {
  en: {
    title: 'Key Fact Statement',
    subtitle: (lender, date) => `${lender} · made on ${date}`,
    lender: 'Lender',
    loanAmount: 'Loan amount',
    rate: 'Interest rate',
    rateValue: (rate) => `${rate}% a year (reducing balance)`,
    tenure: 'Tenure',
    months: (count, plural) => `${String(count)} ${isOne(plural) ? 'month' : 'months'}`,
    instalments: 'Instalments',
    instalmentsValue: (count, emi, plural) =>
      `${String(count)} monthly ${isOne(plural) ? 'instalment' : 'instalments'} of ${emi}`,
    totalInterest: 'Total interest',
    processingFee: KFS_CHARGE_LABELS.processingFee,
    gstOnFee: KFS_CHARGE_LABELS.gstOnFee,
    netDisbursed: 'Amount paid to you (net disbursed)',
    totalRepayment: 'Total amount you repay',
    apr: 'Annual percentage rate (APR)',
    penalCharges: 'Penal charges',
    notPublished: 'Not published by the lender',
    coolingOff: 'Cooling-off period',
    days: (count, plural) => `${String(count)} ${isOne(plural) ? 'day' : 'days'}`,
    grievance: 'Grievance redressal officer',
    version: 'KFS version',
    coolingOffNote: (count, plural) =>
      `Cooling-off: within ${String(count)} ${isOne(plural) ? 'day' : 'days'} of disbursal you may exit the loan by repaying the principal and the proportionate APR, without any penalty.`,
    ombudsmanNote:
      'If the lender does not resolve your complaint within 30 days, you can complain to the RBI Integrated Ombudsman (cms.rbi.org.in).',
    indicativeNote:
      "Figures are worked out at the lender's lowest published rate and highest fee. The KFS the lender gives you before disbursal is final.",
    footer: (lender) => `A copy of the Key Fact Statement of ${lender}, for you to keep.`,
  },
  hi: {
    title: 'मुख्य तथ्य विवरण (KFS)',
    subtitle: (lender, date) => `${lender} · ${date} को बनाया गया`,
    lender: 'लेंडर',
    loanAmount: 'लोन राशि',
    rate: 'ब्याज दर',
    rateValue: (rate) => `${rate}% प्रति वर्ष (घटती शेष राशि पर)`,
    tenure: 'अवधि',
    months: (count, plural) => `${String(count)} ${isOne(plural) ? 'महीना' : 'महीने'}`,
    instalments: 'किस्तें',
    instalmentsValue: (count, emi, plural) =>
      `${emi} की ${String(count)} मासिक ${isOne(plural) ? 'किस्त' : 'किस्तें'}`,
    totalInterest: 'कुल ब्याज',
    processingFee: 'प्रोसेसिंग शुल्क',
    gstOnFee: (percent) => `प्रोसेसिंग शुल्क पर GST (${percent}%)`,
    netDisbursed: 'आपको मिलने वाली राशि (शुद्ध वितरित)',
    totalRepayment: 'आपके द्वारा चुकाई जाने वाली कुल राशि',
    apr: 'वार्षिक प्रतिशत दर (APR)',
    penalCharges: 'दंड शुल्क',
    notPublished: 'लेंडर ने प्रकाशित नहीं किया',
    coolingOff: 'कूलिंग-ऑफ़ अवधि',
    days: (count) => `${String(count)} दिन`,
    grievance: 'शिकायत निवारण अधिकारी',
    version: 'KFS संस्करण',
    coolingOffNote: (count, plural) =>
      `कूलिंग-ऑफ़: लोन मिलने के ${String(count)} ${isOne(plural) ? 'दिन' : 'दिनों'} के भीतर आप मूलधन और आनुपातिक APR चुकाकर बिना किसी दंड के लोन से बाहर निकल सकते हैं।`,
    ombudsmanNote:
      'यदि लेंडर 30 दिनों के भीतर आपकी शिकायत का समाधान नहीं करता, तो आप RBI एकीकृत लोकपाल (cms.rbi.org.in) से शिकायत कर सकते हैं।',
    indicativeNote:
      'आँकड़े लेंडर की सबसे कम प्रकाशित दर और सबसे अधिक शुल्क पर निकाले गए हैं। लोन मिलने से पहले लेंडर जो KFS देता है, वही अंतिम है।',
    footer: (lender) => `${lender} के मुख्य तथ्य विवरण की प्रति, आपके रखने के लिए।`,
  },
};
