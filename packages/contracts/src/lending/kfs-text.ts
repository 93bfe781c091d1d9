import type { KfsDocument } from '../api/offers.ts';
import type { LanguageCode } from '../constants.ts';
import { KFS_GST_LABEL, KFS_WORDING, type KfsWording } from './kfs-wording.ts';

/**
 * How figures read, supplied by the caller (the web's lib/format and lib/date-format, the server's
 * kfsFormatIn() of kfs-format.ts): amounts in INR with en-IN grouping in both languages (spec 9), times in Indian
 * time, Hindi times with Latin digits and Hindi day periods.
 */
export interface KfsFormat {
  /** Whole rupees: ₹1,08,028. */
  money: (amount: number) => string;
  /** A rate or APR, up to two decimals: 19.27. */
  number: (value: number) => string;
  /** When the KFS was made, in Indian time and the reader's language. */
  dateTime: (isoTimestamp: string) => string;
}

/** Which KFS item a row states (RBI DLD 2025's list, plus the lender and the version). */
export type KfsItem =
  | 'lender'
  | 'loanAmount'
  | 'rate'
  | 'tenure'
  | 'instalments'
  | 'totalInterest'
  | 'upfrontCharge'
  | 'netDisbursed'
  | 'totalRepayment'
  | 'apr'
  | 'penalCharges'
  | 'coolingOff'
  | 'grievance'
  | 'version';

export interface KfsRow {
  item: KfsItem;
  label: string;
  value: string;
}

export interface KfsText {
  /** 'Key Fact Statement' */
  title: string;
  /** 'Key Fact Statement: Early Salary' (the dialog's title, the PDF's document title). */
  titleFor: string;
  /** Lender and when the KFS was made. */
  subtitle: string;
  rows: KfsRow[];
  /** Cooling-off, ombudsman and indicative-figures notes, under the rows. */
  notes: string[];
  /** The PDF copy's last line; the dialog has the download button in its place. */
  footer: string;
}

/** The dialog's title, also shown while the KFS itself is still loading. */
export function kfsTitleFor(lenderName: string, language: LanguageCode): string {
  return `${KFS_WORDING[language].title}: ${lenderName}`;
}

function chargeLabel(label: string, w: KfsWording): string {
  if (label === KFS_WORDING.en.processingFee) return w.processingFee;
  const gst = KFS_GST_LABEL.exec(label);
  return gst?.[1] ? w.gstOnFee(gst[1]) : label;
}

/**
 * The KFS as text in one language: rows in the order RBI DLD 2025 lists a KFS's contents (amount,
 * rate, tenure, instalments, total interest, itemised up-front charges, net disbursed, APR, penal
 * charges, cooling-off, grievance contact), the notes under them and the titles. The dialog and the
 * PDF render this, so a wording change is made once (kfs-wording.ts).
 */
export function kfsText(kfs: KfsDocument, language: LanguageCode, format: KfsFormat): KfsText {
  const w = KFS_WORDING[language];
  const plurals = new Intl.PluralRules(language);
  const plural = (count: number) => plurals.select(count);
  const m = format.money;
  return {
    title: w.title,
    titleFor: kfsTitleFor(kfs.lenderName, language),
    subtitle: w.subtitle(kfs.lenderName, format.dateTime(kfs.generatedAt)),
    rows: [
      { item: 'lender', label: w.lender, value: kfs.lenderName },
      { item: 'loanAmount', label: w.loanAmount, value: m(kfs.loanAmount) },
      { item: 'rate', label: w.rate, value: w.rateValue(format.number(kfs.ratePercent)) },
      { item: 'tenure', label: w.tenure, value: w.months(kfs.months, plural(kfs.months)) },
      {
        item: 'instalments',
        label: w.instalments,
        value: w.instalmentsValue(kfs.instalments, m(kfs.emi), plural(kfs.instalments)),
      },
      { item: 'totalInterest', label: w.totalInterest, value: m(kfs.totalInterest) },
      ...kfs.upfrontCharges.map((c): KfsRow => ({
        item: 'upfrontCharge',
        label: chargeLabel(c.label, w),
        value: m(c.amount),
      })),
      { item: 'netDisbursed', label: w.netDisbursed, value: m(kfs.netDisbursed) },
      { item: 'totalRepayment', label: w.totalRepayment, value: m(kfs.totalRepayment) },
      { item: 'apr', label: w.apr, value: `${format.number(kfs.apr)}%` },
      { item: 'penalCharges', label: w.penalCharges, value: kfs.penalCharges ?? w.notPublished },
      {
        item: 'coolingOff',
        label: w.coolingOff,
        value: w.days(kfs.coolingOffDays, plural(kfs.coolingOffDays)),
      },
      {
        item: 'grievance',
        label: w.grievance,
        value: `${kfs.grievance.name}, ${kfs.grievance.email}, ${kfs.grievance.phone}`,
      },
      { item: 'version', label: w.version, value: kfs.version },
    ],
    notes: [
      w.coolingOffNote(kfs.coolingOffDays, plural(kfs.coolingOffDays)),
      w.ombudsmanNote,
      w.indicativeNote,
    ],
    footer: w.footer(kfs.lenderName),
  };
}
