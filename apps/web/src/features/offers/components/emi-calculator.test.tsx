import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { EmiCalculator } from './emi-calculator';

beforeAll(async () => {
  await i18n.loadNamespaces('offers');
});

const value = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('EmiCalculator', () => {
  it('shows EMI, total interest and APR with fees, and follows what is typed', () => {
    renderWithApp(
      <EmiCalculator initial={{ amount: '100000', rate: '12', months: '12', feePercent: '0' }} />,
    );
    expect(screen.getByText('₹8,885')).toBeTruthy();
    expect(value('Total interest')).toBe('₹6,619');
    expect(value('APR (with fees)')).toBe('12%');

    fireEvent.change(screen.getByLabelText('Processing fee'), { target: { value: '2' } });
    expect(value('Processing fee with 18% GST')).toBe('₹2,360');
    expect(value('Amount paid to you')).toBe('₹97,640');
    expect(Number(value('APR (with fees)')?.replace('%', ''))).toBeGreaterThan(15);
  });

  it('says what to fix instead of showing figures for an impossible loan', () => {
    renderWithApp(
      <EmiCalculator initial={{ amount: '100000', rate: '12', months: '12', feePercent: '0' }} />,
    );
    fireEvent.change(screen.getByLabelText('Tenure (months)'), { target: { value: '0' } });
    expect(screen.getByText('Enter a number from 1 to 360')).toBeTruthy();
    expect(screen.getByText('Fill in all four values to see your EMI and APR.')).toBeTruthy();
  });
});
