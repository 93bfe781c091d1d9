import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RevenueEntry } from '@cl/contracts';
import { i18n } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { RevenueDialog } from './revenue-dialog';

const TYPES = [
  { id: 1, name: 'Disbursal amount slab' },
  { id: 2, name: 'Disbursal count slab' },
];

function open(entry: RevenueEntry | null = null) {
  const onSubmit = vi.fn();
  renderWithApp(
    <RevenueDialog entry={entry} types={TYPES} pending={false} onSubmit={onSubmit} onClose={vi.fn()} />,
  );
  return onSubmit;
}

const field = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });
const type = (label: string, value: string) => {
  fireEvent.change(field(label), { target: { value } });
};
const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Add' });
function chooseType(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /Revenue type/ }));
  fireEvent.click(screen.getByRole('option', { name }));
}

describe('RevenueDialog (spec 5 Revenue form)', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces('admin');
  });

  it('asks for a type, and for flat or percentage above 0, before Submit is enabled', async () => {
    open();
    expect(submit().disabled).toBe(true);
    type('Revenue flat (₹)', '0');
    expect(await screen.findByText('Revenue type is required')).toBeTruthy();
    expect(screen.getByText('Either Revenue Flat or Revenue Percentage is required')).toBeTruthy();
    chooseType('Disbursal amount slab');
    await waitFor(() => {
      expect(screen.queryByText('Revenue type is required')).toBeNull();
    });
    expect(submit().disabled).toBe(true);
    type('Revenue flat (₹)', '250');
    await waitFor(() => {
      expect(submit().disabled).toBe(false);
    });
  });

  it('ignores negative and non-numeric input', () => {
    open();
    type('Revenue flat (₹)', '-5');
    expect(field('Revenue flat (₹)').value).toBe('');
    type('Slab number min', '2.5');
    expect(field('Slab number min').value).toBe('');
    type('Revenue percentage', '1.2.3');
    expect(field('Revenue percentage').value).toBe('');
    type('Revenue percentage', '1.25');
    expect(field('Revenue percentage').value).toBe('1.25');
  });

  it('keeps the percentage between 0 and 100 in steps of 0.001', async () => {
    open();
    chooseType('Disbursal amount slab');
    type('Revenue percentage', '150');
    expect(await screen.findByText('Must be between 0 and 100')).toBeTruthy();
    type('Revenue percentage', '1.2345');
    expect(await screen.findByText('Must be between 0 and 100')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    type('Revenue percentage', '1.234');
    await waitFor(() => {
      expect(screen.queryByText('Must be between 0 and 100')).toBeNull();
    });
    expect(submit().disabled).toBe(false);
  });

  it.each([
    ['Slab disbursed min', 'Slab disbursed max'],
    ['Slab number min', 'Slab number max'],
    ['ATS min', 'ATS max'],
  ])('wants %s below %s', async (min, max) => {
    open();
    chooseType('Disbursal count slab');
    type('Revenue flat (₹)', '100');
    type(max, '500');
    type(min, '500');
    expect(await screen.findByText('Max must be greater than Min')).toBeTruthy();
    expect(submit().disabled).toBe(true);
    type(max, '501');
    await waitFor(() => {
      expect(screen.queryByText('Max must be greater than Min')).toBeNull();
    });
    expect(submit().disabled).toBe(false);
  });

  it('sends empty numbers as null', async () => {
    const onSubmit = open();
    chooseType('Disbursal amount slab');
    type('Revenue percentage', '2.5');
    type('Slab disbursed min', '100000');
    type('Slab disbursed min', '');
    await waitFor(() => {
      expect(submit().disabled).toBe(false);
    });
    fireEvent.click(submit());
    await waitFor(() => {
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      revenue_type_id: 1,
      slab_disbursed_min: null,
      slab_disbursed_max: null,
      slab_number_min: null,
      slab_number_max: null,
      ats_min: null,
      ats_max: null,
      revenue_flat: null,
      revenue_percent: 2.5,
      status: 1,
    });
  });

  it('edits an entry with its saved values', () => {
    open({
      id: 4,
      lender_id: 1,
      revenue_type_id: 2,
      slab_disbursed_min: null,
      slab_disbursed_max: null,
      slab_number_min: 10,
      slab_number_max: 20,
      ats_min: null,
      ats_max: null,
      revenue_flat: 500,
      revenue_percent: null,
      status: 0,
      sort_order: 0,
    });
    expect(screen.getByRole('heading', { name: 'Edit revenue' })).toBeTruthy();
    expect(field('Slab number max').value).toBe('20');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Save' }).disabled).toBe(false);
  });
});
