import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LENDING, vehicleLoanRange } from '@cl/contracts';
import { changeLanguage, i18n } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { LoanAmountSection } from './loan-amount-field';

// Issue 13: the loan-amount hint is the product's range and, for gold, housing, student and
// vehicle loans, its cap: two sentences, each ended as the language ends them (not run together
// as "…₹2,00,00,000 At most…").

function Form({ children }: { children: ReactNode }) {
  const form = useForm({ defaultValues: { desired_loan_amount: '' } });
  return <FormProvider {...form}>{children}</FormProvider>;
}

/** The hint under the amount as shown, for a product's range and note key. */
type NoteKey = 'courseFeeCapHint' | 'vehicleLtvHint' | 'goldLtvHint' | 'housingLtvHint';

function hintFor(min: number, max: number, noteKey?: NoteKey): string {
  const note = noteKey ? i18n.t(`profile:fields.${noteKey}`) : undefined;
  const { unmount } = renderWithApp(
    <Form>
      <LoanAmountSection min={min} max={max} note={note} />
    </Form>,
  );
  // The hint is what a screen reader announces with the field: its aria-describedby.
  const described = screen.getByRole('textbox').getAttribute('aria-describedby') ?? '';
  const shown = document.getElementById(described)?.textContent ?? '';
  unmount();
  return shown;
}

const car = vehicleLoanRange('car');

beforeAll(async () => {
  await i18n.loadNamespaces('profile');
});
afterEach(async () => {
  await changeLanguage('en');
});

describe('LoanAmountSection hint', () => {
  it('ends the range sentence before the cap, in English', () => {
    expect(hintFor(LENDING.studentLoanMin, LENDING.studentLoanMax, 'courseFeeCapHint')).toBe(
      'From ₹10,000 to ₹1,00,00,000. An education loan is at most the course fee.',
    );
    expect(hintFor(car.min, car.max, 'vehicleLtvHint')).toBe(
      "From ₹50,000 to ₹2,00,00,000. At most the lenders' share of the on-road price.",
    );
    expect(hintFor(LENDING.loanMin, LENDING.goldLoanMax, 'goldLtvHint')).toMatch(
      /^From ₹[\d,]+ to ₹[\d,]+\. By RBI rules a gold loan is at most 75% of the gold's value\.$/,
    );
    expect(hintFor(LENDING.housingLoanMin, LENDING.housingLoanMax, 'housingLtvHint')).toMatch(
      /^From ₹[\d,]+ to ₹[\d,]+\. By RBI rules a home loan /,
    );
  });

  it('ends it with a danda in Hindi', async () => {
    await changeLanguage('hi');
    expect(hintFor(car.min, car.max, 'vehicleLtvHint')).toBe(
      '₹50,000 से ₹2,00,00,000 तक। ऑन-रोड कीमत में लेंडर के हिस्से से अधिक नहीं।',
    );
    expect(hintFor(LENDING.studentLoanMin, LENDING.studentLoanMax, 'courseFeeCapHint')).toBe(
      '₹10,000 से ₹1,00,00,000 तक। शिक्षा लोन कोर्स की फ़ीस से अधिक नहीं हो सकता।',
    );
    expect(hintFor(LENDING.loanMin, LENDING.goldLoanMax, 'goldLtvHint')).toMatch(
      /^₹[\d,]+ से ₹[\d,]+ तक। RBI/,
    );
    expect(hintFor(LENDING.housingLoanMin, LENDING.housingLoanMax, 'housingLtvHint')).toMatch(
      /^₹[\d,]+ से ₹[\d,]+ तक। RBI/,
    );
  });

  it('is the range alone where the product has no cap (personal, business)', () => {
    expect(hintFor(LENDING.loanMin, LENDING.personalLoanMax)).toMatch(/^From ₹[\d,]+ to ₹[\d,]+$/);
  });
});
