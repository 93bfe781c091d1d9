import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CalendarDate } from '@cl/contracts';
import { i18n } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { toRangeQuery, type DateRangeValue } from '../utils/date-range';
import { DateRangePicker } from './date-range-picker';

const TODAY: CalendarDate = { year: 2026, month: 11, day: 22 };

beforeAll(async () => {
  await i18n.loadNamespaces('partner');
});

function Harness({
  initial,
  onChange,
}: {
  initial: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DateRangePicker
      value={value}
      today={TODAY}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const start: DateRangeValue = { preset: 'last_30_days', from: '2026-10-23', to: '2026-11-21' };

describe('DateRangePicker (spec 3 / spec 9 report presets)', () => {
  it('offers the four presets; the presets end yesterday', () => {
    renderWithApp(<Harness initial={start} onChange={vi.fn()} />);
    const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
    expect(pressed('Last 30 days')).toBe('true');
    expect(pressed('Yesterday')).toBe('false');
    expect(pressed('Last 7 days')).toBe('false');
    expect(pressed('Custom range')).toBe('false');
    expect(screen.getByText('Showing 23 Oct 2026 to 21 Nov 2026')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    expect(screen.getByText('Showing 21 Nov 2026 to 21 Nov 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(screen.getByText('Showing 15 Nov 2026 to 21 Nov 2026')).toBeTruthy();
    expect(screen.queryByLabelText('From')).toBeNull();
  });

  it('asks for dates on a custom range, which may include today but not the future', () => {
    const onChange = vi.fn<(value: DateRangeValue) => void>();
    renderWithApp(<Harness initial={start} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: 'Custom range' }));

    const from = screen.getByLabelText('From');
    const to = screen.getByLabelText('To');
    expect(to.getAttribute('max')).toBe('2026-11-22');
    fireEvent.change(to, { target: { value: '2026-11-22' } });
    expect(screen.getByText('Showing 23 Oct 2026 to 22 Nov 2026')).toBeTruthy();
    const last = onChange.mock.lastCall?.[0];
    expect(last && toRangeQuery(last, TODAY)).toEqual({
      preset: 'custom_range',
      from: '2026-10-23',
      to: '2026-11-22',
    });

    fireEvent.change(from, { target: { value: '2026-11-30' } });
    expect(screen.getByRole('alert').textContent).toBe('The start date must be on or before the end date.');
    const invalid = onChange.mock.lastCall?.[0];
    expect(invalid && toRangeQuery(invalid, TODAY)).toBeNull();

    fireEvent.change(from, { target: { value: '2026-11-01' } });
    fireEvent.change(to, { target: { value: '2026-11-23' } });
    expect(screen.getByRole('alert').textContent).toBe('The end date cannot be after today.');
  });

  it('sends only the preset to the server unless the range is custom', () => {
    expect(toRangeQuery({ ...start, preset: 'last_7_days' }, TODAY)).toEqual({ preset: 'last_7_days' });
    expect(toRangeQuery({ preset: 'custom_range', from: '2025-01-01', to: '2026-11-20' }, TODAY)).toBeNull();
  });
});
