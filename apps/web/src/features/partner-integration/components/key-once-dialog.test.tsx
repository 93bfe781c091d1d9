import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { KeyOnceDialog } from './key-once-dialog';

const KEY = 'clk_ab12cd34_Zx9yW8vU7tS6rQ5pO4nM3lK2jI1hG0fE';

beforeAll(async () => {
  await i18n.loadNamespaces('partner');
});

describe('KeyOnceDialog (issue 6: a new API key is shown once)', () => {
  it('shows the key with a warning and copies it', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithApp(<KeyOnceDialog apiKey={KEY} keyName="Billing" onClose={vi.fn()} />);

    const dialog = screen.getByRole('dialog', { name: 'Your new key: Billing' });
    expect(within(dialog).getByText(KEY)).toBeTruthy();
    expect(within(dialog).getByText(/It is shown only this once/)).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy key' }));
    await waitFor(() => {
      expect(writeText).toHaveBeenCalledWith(KEY);
    });
  });

  it('closes only after the partner confirms the key is stored, not by Escape', () => {
    const onClose = vi.fn();
    renderWithApp(<KeyOnceDialog apiKey={KEY} keyName="Billing" onClose={onClose} />);
    const dialog = screen.getByRole('dialog');
    const done = within(dialog).getByRole('button', { name: 'Done' });

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(done.hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(dialog).getByLabelText('I have copied and stored the key safely'));
    expect(done.hasAttribute('disabled')).toBe(false);
    fireEvent.click(done);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('renders nothing without a key', () => {
    renderWithApp(<KeyOnceDialog apiKey={null} keyName="" onClose={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
