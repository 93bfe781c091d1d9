import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API, helpRequestResponse } from '@cl/contracts';
import { contractReply, errorReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { HelpDialog } from './help-dialog';

function type(label: RegExp, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

function fillValid() {
  type(/contact name/i, 'Asha Verma');
  type(/^email/i, 'asha.verma@example.in');
  type(/phone/i, '9876543210');
  type(/description/i, 'I need help with my loan application.');
}

// The answer to a sent request: its reference (issue 15), not a row id as an older fixture had it.
const sent = contractReply(helpRequestResponse, { success: true, reference: 'HLP-7Q2M9K' });

const sendButton = () => screen.getByRole('button', { name: 'Send' });

describe('HelpDialog (spec 2, spec 5, spec 8)', () => {
  it('keeps Send disabled until the form is valid', async () => {
    stubFetch(() => sent);
    renderWithApp(<HelpDialog open onClose={vi.fn()} />);
    expect(sendButton()).toHaveProperty('disabled', true);
    fillValid();
    await waitFor(() => {
      expect(sendButton()).toHaveProperty('disabled', false);
    });
  });

  it('shows the translated contracts message for a bad email, in English and in Hindi', async () => {
    const { i18n } = await import('@/lib/i18n');
    renderWithApp(<HelpDialog open onClose={vi.fn()} />);
    type(/^email/i, 'not-an-email');
    expect(await screen.findByText('Email is invalid')).toBeTruthy();
    await i18n.changeLanguage('hi');
    expect(await screen.findByText('ईमेल अमान्य है')).toBeTruthy();
  });

  it('keeps only digits in the phone and says "Phone Number error" when too short', async () => {
    renderWithApp(<HelpDialog open onClose={vi.fn()} />);
    type(/phone/i, '98a76-54');
    expect(screen.getByLabelText(/phone/i)).toHaveProperty('value', '987654');
    expect(await screen.findByText('Phone Number error')).toBeTruthy();
  });

  it('clears every field on Reset', async () => {
    renderWithApp(<HelpDialog open onClose={vi.fn()} />);
    fillValid();
    await waitFor(() => {
      expect(sendButton()).toHaveProperty('disabled', false);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => {
      expect(screen.getByLabelText(/contact name/i)).toHaveProperty('value', '');
    });
    expect(screen.getByLabelText(/description/i)).toHaveProperty('value', '');
    expect(sendButton()).toHaveProperty('disabled', true);
  });

  it('posts the request and shows the success toast, then closes', async () => {
    const calls = stubFetch(() => sent);
    const onClose = vi.fn();
    renderWithApp(<HelpDialog open onClose={onClose} />);
    fillValid();
    await waitFor(() => {
      expect(sendButton()).toHaveProperty('disabled', false);
    });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Your request have been sent successfully')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(calls[0]).toMatchObject({
      url: API.helpRequest,
      method: 'POST',
      body: {
        name: 'Asha Verma',
        email: 'asha.verma@example.in',
        phone: '9876543210',
        company: '',
        description: 'I need help with my loan application.',
      },
    });
  });

  it('shows the same success toast when the send fails (spec 8), and no error toast', async () => {
    stubFetch(() => errorReply('Server exploded', 500));
    const onClose = vi.fn();
    renderWithApp(<HelpDialog open onClose={onClose} />);
    fillValid();
    await waitFor(() => {
      expect(sendButton()).toHaveProperty('disabled', false);
    });
    fireEvent.click(sendButton());
    expect(await screen.findByText('Your request have been sent successfully')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByText('Server exploded')).toBeNull();
  });
});
