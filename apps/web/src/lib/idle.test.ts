import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdleOrLeaving } from '@/lib/idle';

// Issue 16: optional work (a page view) waits for the page's own files and then for an idle
// browser; on a slow connection the browser is idle long before the page's files have arrived.

let readyState: DocumentReadyState = 'complete';
beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  readyState = 'complete';
});

describe('whenIdleOrLeaving', () => {
  it('waits for the load event before it waits for idle', () => {
    readyState = 'loading';
    const task = vi.fn();
    whenIdleOrLeaving(task);
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(2999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs once idle on a page already loaded', () => {
    const task = vi.fn();
    whenIdleOrLeaving(task);
    vi.advanceTimersByTime(3000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once, and only once, when the page is left before it has loaded', () => {
    readyState = 'interactive';
    const task = vi.fn();
    whenIdleOrLeaving(task);
    window.dispatchEvent(new Event('pagehide'));
    expect(task).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(10_000);
    window.dispatchEvent(new Event('pagehide'));
    expect(task).toHaveBeenCalledTimes(1);
  });
});
