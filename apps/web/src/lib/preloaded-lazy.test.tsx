import { act, render, screen } from '@testing-library/react';
import { Suspense, useState, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadedLazy } from '@/lib/preloaded-lazy';

// Issue 16: a page whose code arrived at boot is drawn in the first render, with no fallback
// (React then holds a revealed page back for up to 300 ms); one that has not suspends as lazy().

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button
      type="button"
      onClick={() => {
        setCount(count + 1);
      }}
    >
      {label} {count}
    </button>
  );
}

const page = (Component: ComponentType<{ label: string }>) => (
  <Suspense fallback={<p>loading</p>}>
    <Component label="page" />
  </Suspense>
);

describe('preloadedLazy', () => {
  it('draws a component whose module has arrived in the first render, without a fallback', async () => {
    const module = { Counter };
    const { Component, preload } = preloadedLazy(
      () => Promise.resolve(module),
      (m) => m.Counter,
    );
    await expect(preload()).resolves.toBe(module);

    render(page(Component));
    // No act() flush needed: the first commit already holds the page.
    expect(screen.getByRole('button', { name: 'page 0' })).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('suspends while the module is on its way, then draws it, and keeps its state across renders', async () => {
    const arrival = deferred<{ Counter: typeof Counter }>();
    let loads = 0;
    const { Component } = preloadedLazy(
      () => {
        loads += 1;
        return arrival.promise;
      },
      (m) => m.Counter,
    );
    const { rerender } = render(page(Component));
    expect(screen.getByText('loading')).toBeTruthy();

    await act(async () => {
      arrival.resolve({ Counter });
      await arrival.promise;
    });
    const button = await screen.findByRole('button', { name: 'page 0' });
    act(() => {
      button.click();
    });
    // Rendered again after the module arrived: the same component instance, not a remount.
    rerender(page(Component));
    expect(screen.getByRole('button', { name: 'page 1' })).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('asks for the module again after a failed fetch (flaky 4G)', async () => {
    let attempts = 0;
    const { preload } = preloadedLazy(
      () => {
        attempts += 1;
        return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ Counter });
      },
      (m) => m.Counter,
    );
    await expect(preload()).rejects.toThrow('offline');
    await expect(preload()).resolves.toEqual({ Counter });
    expect(attempts).toBe(2);
  });
});
