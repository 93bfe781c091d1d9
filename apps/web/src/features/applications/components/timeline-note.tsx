import type { TFunction } from 'i18next';
import type { ApplicationSummary } from '@cl/contracts';
import { formatDay } from '@/lib/date-format';
import { formatMoney } from '@/lib/format';

type TimelineEvent = ApplicationSummary['timeline'][number];
const FIELDS = ['status', 'lenderReference', 'reason', 'disbursedAmount', 'disbursedOn'] as const;
type Field = (typeof FIELDS)[number];
const isField = (value: string): value is Field => FIELDS.some((field) => field === value);

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/**
 * A timeline note in the reader's language: product notes by their code and values, a lender's
 * own words (or an unknown code from a newer server) as written.
 */
export function timelineNoteText(
  event: TimelineEvent,
  t: TFunction<'offers'>,
  language: string,
): string | null {
  const values = event.noteValues ?? {};
  switch (event.noteCode) {
    case 'redirect_continued':
      return t('applications.notes.redirect_continued');
    case 'redirect_not_continued':
      return t('applications.notes.redirect_not_continued', { days: text(values.days) });
    case 'lender_unreachable':
      return t('applications.notes.lender_unreachable');
    case 'lender_reference':
      return t('applications.notes.lender_reference', { reference: text(values.reference) });
    case 'disbursed':
      return t('applications.notes.disbursed', {
        amount: formatMoney(Number(values.amount)),
        date: typeof values.date === 'string' && values.date ? formatDay(values.date, language) : '',
      });
    case 'details_updated': {
      const fields = Array.isArray(values.fields) ? values.fields : [];
      const names = fields.map((field) => (isField(field) ? t(`applications.fields.${field}`) : field));
      return t('applications.notes.details_updated', { fields: names.join(', ') });
    }
    // Issue 17: the lender's heading of the form ("Know your customer"), in the lender's words.
    case 'lender_form_submitted':
      return t('applications.notes.lender_form_submitted', { form: text(values.form) });
    case 'loan_closed':
      return t('applications.notes.loan_closed');
    case 'emi_missed':
      return t('applications.notes.emi_missed', { amount: formatMoney(Number(values.amount)) });
    case 'part_prepaid':
      return t('applications.notes.part_prepaid', { amount: formatMoney(Number(values.amount)) });
    case null:
      return event.note;
  }
}
