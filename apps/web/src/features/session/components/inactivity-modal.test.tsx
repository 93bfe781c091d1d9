import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithApp } from '@/test/render';
import { InactivityModal } from './inactivity-modal';
import { INACTIVITY_WARNING_SECONDS, useInactivity } from '../hooks/use-inactivity';

afterEach(() => {
  vi.useRealTimers();
});

describe('useInactivity (spec 4)', () => {
  it('warns 60 s before the idle timeout, and a touch of the server moves the deadline', () => {
    vi.useFakeTimers();
    const start = Date.now();
    const touch = vi.fn();
    const { result, rerender } = renderHook(
      (lastTouchAt: number) => useInactivity({ idleTimeoutSeconds: 300, lastTouchAt, touch }),
      { initialProps: start },
    );
    act(() => {
      vi.advanceTimersByTime((300 - INACTIVITY_WARNING_SECONDS) * 1000 - 1);
    });
    expect(result.current).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe(start + 300_000);
    rerender(Date.now());
    expect(result.current).toBeNull();
  });

  it('keeps the session alive for someone using the page, at most every two minutes', () => {
    vi.useFakeTimers();
    const touch = vi.fn();
    renderHook(() => useInactivity({ idleTimeoutSeconds: 1800, lastTouchAt: Date.now(), touch }));
    fireEvent.keyDown(window);
    expect(touch).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(121_000);
    });
    fireEvent.keyDown(window);
    fireEvent.pointerDown(window);
    expect(touch).toHaveBeenCalledTimes(1);
  });
});

describe('InactivityModal (spec 2, spec 4)', () => {
  it("counts down once per second; 'Stay Logged In!' stays, zero expires", async () => {
    await i18n.loadNamespaces('journey');
    vi.useFakeTimers();
    const onStay = vi.fn();
    const onExpire = vi.fn();
    renderWithApp(
      <Suspense fallback={null}>
        <InactivityModal deadline={Date.now() + 3000} onStay={onStay} onExpire={onExpire} />
      </Suspense>,
    );
    expect(screen.getByText('For your safety you will be signed out in 3 seconds.')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByText('For your safety you will be signed out in 2 seconds.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stay Logged In!' }));
    expect(onStay).toHaveBeenCalledTimes(1);
    expect(onExpire).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(onExpire).toHaveBeenCalled();
  });
});
