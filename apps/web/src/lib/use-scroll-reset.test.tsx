import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, useNavigate } from 'react-router';
import { useScrollReset } from './use-scroll-reset';

const TARGETS = ['/user/offers', '/user/offers?sort=apr', '/terms-of-use#grievance'];

function Probe() {
  useScrollReset();
  const navigate = useNavigate();
  return (
    <>
      {TARGETS.map((to) => (
        <button key={to} type="button" onClick={() => void navigate(to)}>
          {to}
        </button>
      ))}
    </>
  );
}

describe('useScrollReset (issue 13)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('scrolls to the top on a new path, not on a query change or an anchor', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/products']}>
        <Probe />
      </MemoryRouter>,
    );
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('button', { name: '/user/offers' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockClear();
    fireEvent.click(screen.getByRole('button', { name: '/user/offers?sort=apr' }));
    expect(scrollTo).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '/terms-of-use#grievance' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
