import { CURRENCY, LOCALE, type KfsDocument, type LanguageCode } from '@cl/contracts';

// The KFS copy's wording, the same as the KFS dialog's (apps/web/src/locales/{en,hi}/offers.json,
// `kfs`): the server writes the PDF, and server texts live beside the code that sends them, as the
// OTP and apply messages do (docs/decisions/012-kfs-pdf.md).

export interface KfsRow {
  label: string;
  value: string;
}

export interface KfsPdfText {
  title: string;
  subtitle: string;
  rows: KfsRow[];
  notes: string[];
  footer: string;
}

interface Wording {
  title: string;
  subtitle: (lender: string, date: string) => string;
  lender: string;
  loanAmount: string;
  rate: string;
  rateValue: (rate: string) => string;
  tenure: string;
  months: (count: number) => string;
  instalments: string;
  instalmentsValue: (count: number, emi: string) => string;
  totalInterest: string;
  processingFee: string;
  gstOnFee: (percent: string) => string;
  netDisbursed: string;
  totalRepayment: string;
  apr: string;
  penalCharges: string;
  notPublished: string;
  coolingOff: string;
  days: (count: number) => string;
  grievance: string;
  version: string;
  coolingOffNote: (count: number) => string;
  ombudsmanNote: string;
  indicativeNote: string;
  footer: (lender: string) => string;
}

const WORDING: Record<LanguageCode, Wording> = {
  en: {
    title: 'Key Fact Statement',
    subtitle: (lender, date) => `${lender} · made on ${date}`,
    lender: 'Lender',
    loanAmount: 'Loan amount',
    rate: 'Interest rate',
    rateValue: (rate) => `${rate}% a year (reducing balance)`,
    tenure: 'Tenure',
    months: (count) => `${String(count)} ${count === 1 ? 'month' : 'months'}`,
    instalments: 'Instalments',
    instalmentsValue: (count, emi) =>
      `${String(count)} monthly ${count === 1 ? 'instalment' : 'instalments'} of ${emi}`,
    totalInterest: 'Total interest',
    processingFee: 'Processing fee',
    gstOnFee: (percent) => `GST on processing fee (${percent}%)`,
    netDisbursed: 'Amount paid to you (net disbursed)',
    totalRepayment: 'Total amount you repay',
    apr: 'Annual percentage rate (APR)',
    penalCharges: 'Penal charges',
    notPublished: 'Not published by the lender',
    coolingOff: 'Cooling-off period',
    days: (count) => `${String(count)} ${count === 1 ? 'day' : 'days'}`,
    grievance: 'Grievance redressal officer',
    version: 'KFS version',
    coolingOffNote: (count) =>
      `Cooling-off: within ${String(count)} ${count === 1 ? 'day' : 'days'} of disbursal you may exit the loan by repaying the principal and the proportionate APR, without any penalty.`,
    ombudsmanNote:
      'If the lender does not resolve your complaint within 30 days, you can complain to the RBI Integrated Ombudsman (cms.rbi.org.in).',
    indicativeNote:
      'Figures are worked out at the lender’s lowest published rate and highest fee. The KFS the lender gives you before disbursal is final.',
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
    months: (count) => `${String(count)} ${count === 1 ? 'महीना' : 'महीने'}`,
    instalments: 'किस्तें',
    instalmentsValue: (count, emi) => `${emi} की ${String(count)} मासिक ${count === 1 ? 'किस्त' : 'किस्तें'}`,
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
    coolingOffNote: (count) =>
      `कूलिंग-ऑफ़: लोन मिलने के ${String(count)} ${count === 1 ? 'दिन' : 'दिनों'} के भीतर आप मूलधन और आनुपातिक APR चुकाकर बिना किसी दंड के लोन से बाहर निकल सकते हैं।`,
    ombudsmanNote:
      'यदि लेंडर 30 दिनों के भीतर आपकी शिकायत का समाधान नहीं करता, तो आप RBI एकीकृत लोकपाल (cms.rbi.org.in) से शिकायत कर सकते हैं।',
    indicativeNote:
      'आँकड़े लेंडर की सबसे कम प्रकाशित दर और सबसे अधिक शुल्क पर निकाले गए हैं। लोन मिलने से पहले लेंडर जो KFS देता है, वही अंतिम है।',
    footer: (lender) => `${lender} के मुख्य तथ्य विवरण की प्रति, आपके रखने के लिए।`,
  },
};

// spec 9: amounts in INR with en-IN (lakh) grouping in both languages, as on screen.
const money = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  maximumFractionDigits: 0,
});
const decimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });

// Times a person reads are Indian time; Hindi keeps Latin digits and Hindi day-period words, as the
// dialog's formatDateTime does (apps/web/src/lib/date-format.ts).
const times: Record<LanguageCode, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat(LOCALE, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  }),
  hi: new Intl.DateTimeFormat('hi-IN-u-nu-latn', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    dayPeriod: 'short',
    timeZone: 'Asia/Kolkata',
  }),
};

const GST_LABEL = /^GST on processing fee \((\d+(?:\.\d+)?)%\)$/;

/** buildKfs labels its two charges in English; they read in the copy's language, others as they came. */
function chargeLabel(label: string, w: Wording): string {
  if (label === 'Processing fee') return w.processingFee;
  const gst = GST_LABEL.exec(label);
  return gst?.[1] ? w.gstOnFee(gst[1]) : label;
}

/**
 * The KFS copy as text, rows in the order RBI DLD 2025 lists a KFS's contents (amount, rate, tenure,
 * instalments, total interest, itemised up-front charges, net disbursed, APR, penal charges,
 * cooling-off, grievance contact), from the same KfsDocument the dialog shows.
 */
export function kfsPdfText(kfs: KfsDocument, language: LanguageCode): KfsPdfText {
  const w = WORDING[language];
  const m = (amount: number) => money.format(amount);
  return {
    title: w.title,
    subtitle: w.subtitle(kfs.lenderName, times[language].format(new Date(kfs.generatedAt))),
    rows: [
      { label: w.lender, value: kfs.lenderName },
      { label: w.loanAmount, value: m(kfs.loanAmount) },
      { label: w.rate, value: w.rateValue(decimal.format(kfs.ratePercent)) },
      { label: w.tenure, value: w.months(kfs.months) },
      { label: w.instalments, value: w.instalmentsValue(kfs.instalments, m(kfs.emi)) },
      { label: w.totalInterest, value: m(kfs.totalInterest) },
      ...kfs.upfrontCharges.map((c) => ({ label: chargeLabel(c.label, w), value: m(c.amount) })),
      { label: w.netDisbursed, value: m(kfs.netDisbursed) },
      { label: w.totalRepayment, value: m(kfs.totalRepayment) },
      { label: w.apr, value: `${decimal.format(kfs.apr)}%` },
      { label: w.penalCharges, value: kfs.penalCharges ?? w.notPublished },
      { label: w.coolingOff, value: w.days(kfs.coolingOffDays) },
      {
        label: w.grievance,
        value: `${kfs.grievance.name}, ${kfs.grievance.email}, ${kfs.grievance.phone}`,
      },
      { label: w.version, value: kfs.version },
    ],
    notes: [w.coolingOffNote(kfs.coolingOffDays), w.ombudsmanNote, w.indicativeNote],
    footer: w.footer(kfs.lenderName),
  };
}
