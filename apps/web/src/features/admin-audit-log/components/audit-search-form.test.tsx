import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { AuditSearchForm } from './audit-search-form';

describe('AuditSearchForm (issue 15)', () => {
  it('searches by a full mobile and an IST day range', async () => {
    const onSearch = vi.fn();
    renderWithApp(<AuditSearchForm admins={[{ adminId: 2, name: 'Root' }]} onSearch={onSearch} />);
    fireEvent.change(await screen.findByLabelText('Customer'), { target: { value: '98111 22233' } });
    fireEvent.change(screen.getByLabelText('From (IST day)'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To (IST day)'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith({
      person: '98111 22233',
      adminId: '',
      action: '',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('refuses a fragment of a number and a reversed range', async () => {
    const onSearch = vi.fn();
    renderWithApp(<AuditSearchForm admins={[]} onSearch={onSearch} />);
    fireEvent.change(await screen.findByLabelText('Customer'), { target: { value: '9811' } });
    expect(screen.getByText(/Enter a full 10-digit mobile/)).toBeTruthy();
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Search' });
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Customer'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('From (IST day)'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('To (IST day)'), { target: { value: '2026-11-01' } });
    expect(button.disabled).toBe(true);
    fireEvent.submit(button.closest('form') ?? button);
    expect(onSearch).not.toHaveBeenCalled();
  });
});
