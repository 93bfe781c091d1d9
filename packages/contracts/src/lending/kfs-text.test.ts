import { describe, expect, it } from 'vitest';
import type { KfsDocument } from '../api/offers.ts';
import { kfsFormatIn } from './kfs-format.ts';
import { kfsText, kfsTitleFor, type KfsItem } from './kfs-text.ts';

// RBI DLD 2025 (REGULATION.md): a KFS states the loan amount, total interest, each up-front charge,
// the net disbursed amount, the APR, the tenure, the number and amount of instalments, penal
// charges, the cooling-off period and the grievance contact. The dialog and the PDF both show
// kfsText(), so these tests hold both to the list, in English and in Hindi.

const KFS: KfsDocument = {
  version: 'kfs-abc123',
  lenderName: 'Early Salary',
  loanAmount: 100000,
  ratePercent: 14.5,
  months: 12,
  instalments: 12,
  emi: 9002,
  totalInterest: 8028,
  upfrontCharges: [
    { label: 'Processing fee', amount: 2000 },
    { label: 'GST on processing fee (18%)', amount: 360 },
  ],
  netDisbursed: 97640,
  totalRepayment: 108028,
  apr: 19.27,
  penalCharges: '2% a month on the overdue instalment',
  coolingOffDays: 3,
  grievance: { name: 'Grievance Officer', email: 'grievance@credilink.example', phone: '1800-000-0000' },
  generatedAt: '2026-11-21T09:35:00Z',
};
// buildKfs gives the lender's Hindi penal-charges text to a Hindi reader.
const KFS_HI: KfsDocument = { ...KFS, penalCharges: 'बकाया किस्त पर 2% प्रति माह' };

/** RBI's items, in the order the KFS lists them. */
const RBI_ORDER: KfsItem[] = [
  'lender',
  'loanAmount',
  'rate',
  'tenure',
  'instalments',
  'totalInterest',
  'upfrontCharge',
  'upfrontCharge',
  'netDisbursed',
  'totalRepayment',
  'apr',
  'penalCharges',
  'coolingOff',
  'grievance',
  'version',
];

function valueOf(text: ReturnType<typeof kfsText>, item: KfsItem): string {
  const row = text.rows.find((r) => r.item === item);
  if (!row) throw new Error(`no ${item} row`);
  return row.value;
}

describe.each([
  ['en', KFS],
  ['hi', KFS_HI],
] as const)('kfsText in %s (RBI DLD 2025 KFS items)', (language, kfs) => {
  const text = kfsText(kfs, language, kfsFormatIn(language));

  it('has a row for every item, in RBI order, each with its label', () => {
    expect(text.rows.map((r) => r.item)).toEqual(RBI_ORDER);
    for (const row of text.rows) expect(row.label.trim()).not.toBe('');
    expect(new Set(text.rows.map((r) => r.label)).size).toBe(text.rows.length);
  });

  it('carries every figure of the document', () => {
    expect(valueOf(text, 'loanAmount')).toBe('₹1,00,000');
    expect(valueOf(text, 'totalInterest')).toBe('₹8,028');
    const charges = text.rows.filter((r) => r.item === 'upfrontCharge').map((r) => r.value);
    expect(charges).toEqual(['₹2,000', '₹360']);
    expect(valueOf(text, 'netDisbursed')).toBe('₹97,640');
    expect(valueOf(text, 'totalRepayment')).toBe('₹1,08,028');
    expect(valueOf(text, 'apr')).toBe('19.27%');
    expect(valueOf(text, 'rate')).toMatch(/^14\.5% /);
    expect(valueOf(text, 'tenure')).toMatch(/^12 /);
    expect(valueOf(text, 'instalments')).toMatch(/12 .*₹9,002|₹9,002 .*12 /);
    expect(valueOf(text, 'penalCharges')).toBe(kfs.penalCharges);
    expect(valueOf(text, 'coolingOff')).toMatch(/^3 /);
    expect(valueOf(text, 'grievance')).toBe('Grievance Officer, grievance@credilink.example, 1800-000-0000');
    expect(valueOf(text, 'version')).toBe('kfs-abc123');
    expect(text.notes).toHaveLength(3);
    expect(text.notes[0]).toContain('3');
    expect(text.titleFor).toBe(`${text.title}: Early Salary`);
    expect(text.subtitle).toContain('Early Salary');
    expect(text.subtitle).toContain('2026');
  });
});

describe('kfsText wording', () => {
  it('reads in English as the dialog and the PDF always have', () => {
    const text = kfsText(KFS, 'en', kfsFormatIn('en'));
    expect(text.rows.map((r) => r.label)).toEqual([
      'Lender',
      'Loan amount',
      'Interest rate',
      'Tenure',
      'Instalments',
      'Total interest',
      'Processing fee',
      'GST on processing fee (18%)',
      'Amount paid to you (net disbursed)',
      'Total amount you repay',
      'Annual percentage rate (APR)',
      'Penal charges',
      'Cooling-off period',
      'Grievance redressal officer',
      'KFS version',
    ]);
    expect(valueOf(text, 'instalments')).toBe('12 monthly instalments of ₹9,002');
    expect(valueOf(text, 'rate')).toBe('14.5% a year (reducing balance)');
    expect(text.subtitle).toBe('Early Salary · made on 21 Nov 2026, 3:05 pm');
    expect(text.title).toBe('Key Fact Statement');
  });

  it('reads in Hindi with no English word but names, abbreviations, the ombudsman address and data', () => {
    const text = kfsText(KFS_HI, 'hi', kfsFormatIn('hi'));
    expect(valueOf(text, 'instalments')).toBe('₹9,002 की 12 मासिक किस्तें');
    expect(text.rows.find((r) => r.item === 'upfrontCharge')?.label).toBe('प्रोसेसिंग शुल्क');
    expect(text.subtitle).toMatch(/^Early Salary · 21 .+ 2026, दोपहर 3:05 को बनाया गया$/);
    expect(text.title).toBe('मुख्य तथ्य विवरण (KFS)');

    // KFS and RBI are kept in Latin letters in Hindi as everywhere on the Hindi pages (e2e
    // support/latin-text.ts); APR and GST likewise.
    const allowed = new Set(['APR', 'GST', 'KFS', 'RBI', 'cms.rbi.org.in', 'Early', 'Salary']);
    const data = [KFS.grievance.name, KFS.grievance.email, KFS.version];
    const all = [text.title, text.titleFor, text.subtitle, text.footer, ...text.notes]
      .concat(text.rows.flatMap((r) => [r.label, r.value]))
      .map((line) => data.reduce((rest, value) => rest.replaceAll(value, ''), line));
    const english = all.flatMap((line) => line.match(/[A-Za-z][A-Za-z.]*[A-Za-z]|[A-Za-z]/g) ?? []);
    expect(english.filter((word) => !allowed.has(word))).toEqual([]);
    expect(all.join(' ')).not.toMatch(/\b[ap]\.?m\.?\b/i);
  });

  it('says when the lender has not published penal charges, in each language', () => {
    const none = { ...KFS, penalCharges: null };
    expect(valueOf(kfsText(none, 'en', kfsFormatIn('en')), 'penalCharges')).toBe(
      'Not published by the lender',
    );
    expect(valueOf(kfsText(none, 'hi', kfsFormatIn('hi')), 'penalCharges')).toBe('लेंडर ने प्रकाशित नहीं किया');
  });

  it('counts in the singular for one month, instalment and day, as i18next does', () => {
    const one = { ...KFS, months: 1, instalments: 1, coolingOffDays: 1 };
    const en = kfsText(one, 'en', kfsFormatIn('en'));
    expect(valueOf(en, 'tenure')).toBe('1 month');
    expect(valueOf(en, 'instalments')).toBe('1 monthly instalment of ₹9,002');
    expect(valueOf(en, 'coolingOff')).toBe('1 day');
    expect(en.notes[0]).toContain('within 1 day of disbursal');
    const hi = kfsText(one, 'hi', kfsFormatIn('hi'));
    expect(valueOf(hi, 'tenure')).toBe('1 महीना');
    expect(valueOf(hi, 'instalments')).toBe('₹9,002 की 1 मासिक किस्त');
    expect(hi.notes[0]).toContain('1 दिन के भीतर');
    expect(kfsText(KFS, 'hi', kfsFormatIn('hi')).notes[0]).toContain('3 दिनों के भीतर');
  });

  it("translates buildKfs's two charge labels and keeps any other as it came", () => {
    const charges = [
      { label: 'GST on processing fee (12.5%)', amount: 250 },
      { label: 'Stamp duty', amount: 100 },
    ];
    const hi = kfsText({ ...KFS, upfrontCharges: charges }, 'hi', kfsFormatIn('hi'));
    const labels = hi.rows.filter((r) => r.item === 'upfrontCharge').map((r) => r.label);
    expect(labels).toEqual(['प्रोसेसिंग शुल्क पर GST (12.5%)', 'Stamp duty']);
  });

  it('titles the dialog before the KFS has loaded', () => {
    expect(kfsTitleFor('Early Salary', 'en')).toBe('Key Fact Statement: Early Salary');
    expect(kfsTitleFor('Early Salary', 'hi')).toBe('मुख्य तथ्य विवरण (KFS): Early Salary');
  });
});
