import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { timelineNoteText } from './timeline-note';

const event = (
  noteCode: string | null,
  noteValues: Record<string, unknown> | null,
  note: string | null = 'x',
) =>
  ({
    status: 'submitted',
    source: 'status_file',
    note,
    noteCode,
    noteValues,
    at: '2026-11-22T10:00:00.000Z',
  }) as never;

beforeAll(async () => {
  await i18n.loadNamespaces('offers');
  await i18n.loadLanguages('hi');
});

describe('timeline notes in the reader language', () => {
  it('writes each product note in English from its code and values', () => {
    const t = i18n.getFixedT('en', 'offers');
    expect(timelineNoteText(event('disbursed', { amount: 200000, date: '2026-11-01' }), t, 'en')).toBe(
      '₹2,00,000 paid out on 1 Nov 2026',
    );
    expect(
      timelineNoteText(event('details_updated', { fields: ['lenderReference', 'reason'] }), t, 'en'),
    ).toBe('Details updated: lender reference, reason');
    expect(timelineNoteText(event('redirect_continued', null), t, 'en')).toBe(
      "Continued on the lender's site",
    );
    expect(timelineNoteText(event('redirect_not_continued', { days: 7 }), t, 'en')).toBe(
      "Not continued on the lender's site within 7 days",
    );
  });

  it('writes them in Hindi, and shows a lender note as the lender wrote it', () => {
    const t = i18n.getFixedT('hi', 'offers');
    expect(timelineNoteText(event('lender_unreachable', null), t, 'hi')).toBe(
      'हम अभी लेंडर तक नहीं पहुँच सके; हमारी टीम संपर्क करेगी',
    );
    expect(timelineNoteText(event('redirect_not_continued', { days: 7 }), t, 'hi')).toBe(
      '7 दिनों में लेंडर की साइट पर आगे नहीं बढ़े',
    );
    expect(timelineNoteText(event(null, null, 'Low bureau score'), t, 'hi')).toBe('Low bureau score');
  });

  it("writes the network lender's notes (issue 17) in both languages, the form's heading as the lender wrote it", () => {
    const en = i18n.getFixedT('en', 'offers');
    const hi = i18n.getFixedT('hi', 'offers');
    const sent = event('lender_form_submitted', { form: 'Know your customer' }, 'Sent Know your customer');
    expect(timelineNoteText(sent, en, 'en')).toBe('Sent Know your customer to the lender');
    expect(timelineNoteText(sent, hi, 'hi')).toBe('लेंडर को Know your customer भेजा गया');
    expect(timelineNoteText(event('loan_closed', null, 'Loan closed'), en, 'en')).toBe('Loan closed');
    expect(timelineNoteText(event('loan_closed', null, 'Loan closed'), hi, 'hi')).toBe('लोन बंद हो गया');
  });

  it('says what the network lender reports while servicing the loan, in both languages', () => {
    const en = i18n.getFixedT('en', 'offers');
    const hi = i18n.getFixedT('hi', 'offers');
    const missed = event('emi_missed', { amount: 14832, payment: 'O-P2' }, 'Instalment missed');
    expect(timelineNoteText(missed, en, 'en')).toBe('Instalment missed: ₹14,832 due with the late fee');
    expect(timelineNoteText(missed, hi, 'hi')).toBe('किस्त छूट गई: विलंब शुल्क सहित ₹14,832 देय');
    const prepaid = event('part_prepaid', { amount: 20000, payment: 'O-P3' }, 'Part-prepayment');
    expect(timelineNoteText(prepaid, en, 'en')).toBe('Part-prepayment of ₹20,000 received');
    expect(timelineNoteText(prepaid, hi, 'hi')).toBe('₹20,000 का आंशिक पूर्व-भुगतान प्राप्त हुआ');
  });
});
