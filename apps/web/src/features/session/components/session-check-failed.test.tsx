import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { SessionCheckFailed } from './session-check-failed';

describe('SessionCheckFailed', () => {
  it("says which area could not start, in that area's words, and retries", async () => {
    const onRetry = vi.fn();
    renderWithApp(<SessionCheckFailed area="partner" onRetry={onRetry} />);
    expect(await screen.findByText('We could not open the partner portal')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('names the admin console for an admin', async () => {
    renderWithApp(<SessionCheckFailed area="admin" onRetry={() => undefined} />);
    expect(await screen.findByText('The admin console could not start')).toBeTruthy();
  });
});
