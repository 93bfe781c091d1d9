import { fireEvent, screen, waitFor } from '@testing-library/react';
import { expect, type Mock } from 'vitest';
import type { FetchCall } from './render';

// The profile forms' tests (issue 13, issue 16) fill the form as a person does and read what it
// posted; these are the steps they share.

/** An option list as GET /api/search-list answers it, its items numbered from 1. */
export const optionList = (id: number, key: string, values: string[]) => ({
  id,
  key,
  name: key,
  items: values.map((value, index) => ({ id: index + 1, value })),
});

/** The form's first render fetches the profile texts and the option lists (its gender list ends them). */
export const formReady = () => screen.findByRole('option', { name: 'Female' }, { timeout: 5000 });

/** The field (input or select) with this label. */
export const inputLabelled = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, select' });

/** Types a value into the labelled field and leaves it, so its rules run. */
export const typeInto = (label: RegExp, value: string) => {
  fireEvent.change(inputLabelled(label), { target: { value } });
  fireEvent.blur(inputLabelled(label));
};

/** The "About you" answers every profile form asks first, as a person types them. */
export interface AboutYou {
  firstName: string;
  lastName: string;
  email: string;
  birthDate: string;
  pan: string;
  gender: string;
  pincode: string;
  address1: string;
  residenceType: string;
  education: string;
  employment: string;
  monthlyIncome: string;
}

/** Types the "About you" answers, field by field in the form's order. */
export function typeAboutYou(you: AboutYou): void {
  typeInto(/^First name/, you.firstName);
  typeInto(/^Last name/, you.lastName);
  typeInto(/^Email address/, you.email);
  typeInto(/^Date of birth/, you.birthDate);
  typeInto(/^PAN/, you.pan);
  typeInto(/^Gender/, you.gender);
  typeInto(/^Pincode/, you.pincode);
  typeInto(/^Address line 1/, you.address1);
  typeInto(/^Residence type/, you.residenceType);
  typeInto(/^Highest education/, you.education);
  typeInto(/^Employment/, you.employment);
  typeInto(/^Monthly income/, you.monthlyIncome);
}

/** Presses Save and continue. */
export const save = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Save and continue' }));
};

/** Saves the form, waits for the saved record to be reported, and answers the body it posted. */
export async function savedBody(onSaved: Mock, calls: FetchCall[]): Promise<unknown> {
  save();
  await waitFor(() => {
    expect(onSaved).toHaveBeenCalled();
  });
  return calls.find((c) => c.method === 'POST')?.body;
}
