import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { filtersComplete, reportQuery, type ReportFilters } from '../utils/report-query';
import { ReportFilterBar } from './report-filter-bar';

function pick(label: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: label }));
  fireEvent.click(screen.getByRole('option', { name: option }));
}

describe('ReportFilterBar (spec 3 date presets)', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces('admin-ops');
  });

  it('offers the four presets and reports the choice', () => {
    const onChange = vi.fn();
    renderWithApp(<ReportFilterBar value={{ preset: 'last_30_days' }} onChange={onChange} />);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Date range/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Yesterday',
      'Last 7 days',
      'Last 30 days',
      'Custom range',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Yesterday' }));
    expect(onChange).toHaveBeenCalledWith({ preset: 'yesterday' });
    expect(screen.getByText(/Presets end yesterday/)).toBeTruthy();
  });

  it('shows From and To only for a custom range', () => {
    const { rerender } = renderWithApp(
      <ReportFilterBar value={{ preset: 'last_7_days' }} onChange={vi.fn()} />,
    );
    expect(screen.queryByLabelText('From')).toBeNull();
    rerender(<ReportFilterBar value={{ preset: 'custom_range' }} onChange={vi.fn()} />);
    expect(screen.getByLabelText('From')).toBeTruthy();
    expect(screen.getByLabelText('To')).toBeTruthy();
  });

  it('filters by status, lender and product when the report takes them', () => {
    const onChange = vi.fn();
    renderWithApp(
      <ReportFilterBar
        value={{ preset: 'last_30_days' }}
        onChange={onChange}
        show={{ status: true, lender: true, product: true }}
        lenders={[{ lender_id: 7, name: 'Cashe' }]}
      />,
    );
    pick(/Status/, 'Disbursed');
    expect(onChange).toHaveBeenLastCalledWith({ preset: 'last_30_days', status: 'disbursed' });
    pick(/Lender/, 'Cashe');
    expect(onChange).toHaveBeenLastCalledWith({ preset: 'last_30_days', lenderId: 7 });
    pick(/Product/, 'Gold loan');
    expect(onChange).toHaveBeenLastCalledWith({ preset: 'last_30_days', product: 'gold' });
  });
});

describe('reportQuery', () => {
  it('sends only what is set, and custom dates only with custom_range', () => {
    const filters: ReportFilters = {
      preset: 'last_7_days',
      from: '2026-01-01',
      to: '2026-01-31',
      lenderId: 3,
    };
    expect(reportQuery(filters, { page: 2, pageSize: 50 })).toBe(
      'preset=last_7_days&lenderId=3&page=2&pageSize=50',
    );
    expect(reportQuery({ ...filters, preset: 'custom_range' }, { format: 'csv' })).toBe(
      'preset=custom_range&from=2026-01-01&to=2026-01-31&lenderId=3&format=csv',
    );
  });

  it('waits for both dates, in order, before a custom range is asked for', () => {
    expect(filtersComplete({ preset: 'custom_range', from: '2026-01-02' })).toBe(false);
    expect(filtersComplete({ preset: 'custom_range', from: '2026-01-02', to: '2026-01-01' })).toBe(false);
    expect(filtersComplete({ preset: 'custom_range', from: '2026-01-01', to: '2026-01-01' })).toBe(true);
    expect(filtersComplete({ preset: 'yesterday' })).toBe(true);
  });
});
