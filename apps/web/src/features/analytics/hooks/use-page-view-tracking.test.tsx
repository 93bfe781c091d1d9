import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageViewTracking } from './use-page-view-tracking';

const send = vi.hoisted(() => vi.fn());
vi.mock('../api/send-page-view', () => ({ sendPageView: send }));

function Tracker({ enabled, onNavigate }: { enabled: boolean; onNavigate: (n: NavigateFunction) => void }) {
  usePageViewTracking('vakrangee', enabled);
  const navigate = useNavigate();
  useEffect(() => {
    onNavigate(navigate);
  }, [navigate, onNavigate]);
  return null;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('usePageViewTracking (spec 7)', () => {
  it('sends one view per route change with the previous path as referrer, once the browser is idle', async () => {
    send.mockClear();
    let navigate: NavigateFunction | null = null;
    render(
      <MemoryRouter initialEntries={['/?partner=vakrangee']}>
        <Tracker
          enabled
          onNavigate={(n) => {
            navigate = n;
          }}
        />
      </MemoryRouter>,
    );
    // Not beside the page's own requests (issue 16): jsdom has no requestIdleCallback, so 3 s.
    expect(send).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(send).toHaveBeenLastCalledWith({ path: '/', referrer: undefined, partner: 'vakrangee' });
    await act(async () => {
      await navigate?.('/products?token=secret');
    });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(send).toHaveBeenLastCalledWith({ path: '/products', referrer: '/', partner: 'vakrangee' });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends the view at once when the page is left before the browser is idle, and only once', () => {
    send.mockClear();
    render(
      <MemoryRouter initialEntries={['/user/offers']}>
        <Tracker enabled onNavigate={() => undefined} />
      </MemoryRouter>,
    );
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledWith({ path: '/user/offers', referrer: undefined, partner: 'vakrangee' });
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends nothing outside production builds', () => {
    send.mockClear();
    render(
      <MemoryRouter>
        <Tracker enabled={false} onNavigate={() => undefined} />
      </MemoryRouter>,
    );
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(send).not.toHaveBeenCalled();
  });
});
