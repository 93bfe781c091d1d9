import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
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

describe('usePageViewTracking (spec 7)', () => {
  it('sends one view per route change with the previous path as referrer', async () => {
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
    expect(send).toHaveBeenLastCalledWith({ path: '/', referrer: undefined, partner: 'vakrangee' });
    await act(async () => {
      await navigate?.('/products?token=secret');
    });
    expect(send).toHaveBeenLastCalledWith({ path: '/products', referrer: '/', partner: 'vakrangee' });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('sends nothing outside production builds', () => {
    send.mockClear();
    render(
      <MemoryRouter>
        <Tracker enabled={false} onNavigate={() => undefined} />
      </MemoryRouter>,
    );
    expect(send).not.toHaveBeenCalled();
  });
});
