import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CSR_API, csrSearchResponse, errorResponse } from '@cl/contracts';
import { contractReply } from '@/test/contract-reply';
import { renderWithApp, stubFetch } from '@/test/render';
import { CustomerSearch } from './customer-search';

const HIT = { userId: 7, name: 'Asha Verma', mobile: '******2222', email: 'asha@example.in' };

async function setup() {
  const calls = stubFetch((call) =>
    call.url === CSR_API.search
      ? contractReply(csrSearchResponse, { success: true, data: [HIT] })
      : contractReply(errorResponse, { success: false, message: 'no' }, 404),
  );
  renderWithApp(<CustomerSearch action={(hit) => <span>open {hit.userId}</span>} />);
  const input = await screen.findByLabelText(/Full mobile number, email or application reference/);
  const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Search' });
  return { calls, input, button };
}

describe('CustomerSearch (issue 12 finding 7)', () => {
  it('sends the mobile number in a POST body, never in the URL', async () => {
    const { calls, input, button } = await setup();
    fireEvent.change(input, { target: { value: '98111 12222' } });
    fireEvent.click(button);
    expect(await screen.findByText('Asha Verma')).toBeTruthy();
    expect(calls).toEqual([
      expect.objectContaining({ url: CSR_API.search, method: 'POST', body: { q: '98111 12222' } }),
    ]);
    expect(calls.some((call) => call.url.includes('2222'))).toBe(false);
  });

  it.each(['%@%', '_', '9811', 'asha'])('does not search for the fragment %j', async (q) => {
    const { calls, input, button } = await setup();
    fireEvent.change(input, { target: { value: q } });
    expect(button.disabled).toBe(true);
    fireEvent.submit(button.closest('form') ?? button);
    await waitFor(() => {
      expect(calls).toEqual([]);
    });
  });
});
