import { renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { useSharedActivity } from '../hooks/use-shared-activity';
import { openActivityChannel, type ActivityMessage } from '../utils/activity-channel';
import { SessionInactivity } from './session-inactivity';

// Issue 13: one inactivity timer across tabs. Two "tabs" are two timers on one channel name.

afterEach(() => {
  localStorage.clear();
});

let areaNumber = 0;
const freshArea = () => {
  areaNumber += 1;
  return `customer-test-${String(areaNumber)}`;
};

describe('one inactivity timer across tabs', () => {
  it("a touch in another tab moves this tab's deadline: the idle tab does not prompt", async () => {
    const area = 'customer';
    const idleExpire = vi.fn();
    // Tab A was last seen 61.5 s ago with a 62 s timeout: alone it would prompt in 0.5 s.
    renderWithApp(
      <>
        <SessionInactivity
          area={area}
          idleTimeoutSeconds={62}
          lastTouchAt={Date.now() - 61_500}
          touch={vi.fn()}
          onExpire={idleExpire}
        />
        {/* Tab B has just fetched the session (the server saw the customer now). */}
        <SessionInactivity
          area={area}
          idleTimeoutSeconds={62}
          lastTouchAt={Date.now()}
          touch={vi.fn()}
          onExpire={vi.fn()}
        />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(idleExpire).not.toHaveBeenCalled();
  });

  it('without the other tab the idle one does prompt (the control)', async () => {
    renderWithApp(
      <SessionInactivity
        area="partner"
        idleTimeoutSeconds={62}
        lastTouchAt={Date.now() - 61_500}
        touch={vi.fn()}
        onExpire={vi.fn()}
      />,
    );
    expect(await screen.findByRole('dialog', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('the tab that times out logs out once; the other tabs only reload', async () => {
    const area = freshArea();
    const logoutA = vi.fn();
    const reloadA = vi.fn();
    const logoutB = vi.fn();
    const reloadB = vi.fn();
    const now = Date.now();
    const a = renderHook(() => useSharedActivity(area, now, logoutA, reloadA));
    renderHook(() => useSharedActivity(area, now, logoutB, reloadB));
    a.result.current.expire();
    a.result.current.expire(); // the prompt's effect may call it again at zero
    await waitFor(() => {
      expect(reloadB).toHaveBeenCalledOnce();
    });
    expect(logoutA).toHaveBeenCalledOnce();
    expect(logoutB).not.toHaveBeenCalled();
    expect(reloadA).not.toHaveBeenCalled();
  });

  it('shares the latest touch of any tab', async () => {
    const area = freshArea();
    const early = Date.now() - 10_000;
    const late = Date.now();
    const a = renderHook(() => useSharedActivity(area, early, vi.fn(), vi.fn()));
    renderHook(() => useSharedActivity(area, late, vi.fn(), vi.fn()));
    await waitFor(() => {
      expect(a.result.current.lastTouchAt).toBe(late);
    });
  });

  it("falls back to localStorage 'storage' events where there is no BroadcastChannel", () => {
    const sender = openActivityChannel('fallback-test', true);
    const receiver = openActivityChannel('fallback-test', true);
    const got: ActivityMessage[] = [];
    const unsubscribe = receiver.subscribe((message) => got.push(message));
    sender.post({ type: 'touch', at: 1234 });
    sender.post({ type: 'expired' });
    // The browser fires 'storage' in the OTHER tabs; here the event is dispatched by hand.
    const key = 'cl.activity-fallback-test';
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: localStorage.getItem(key) }));
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: '{"type":"touch","at":"soon"}' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '{"type":"expired"}' }));
    unsubscribe();
    expect(got).toEqual([{ type: 'expired' }]);
  });
});
