import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import { ErrorFallback } from './error-fallback';

function Broken(): never {
  throw new Error('render failed');
}

describe('ErrorBoundary (spec 2 error fallback)', () => {
  it('replaces a failed render with the fallback page, whose Reload reloads', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    render(
      <ErrorBoundary fallback={<ErrorFallback />}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'OOPS...SOMETHING WENT WRONG HERE' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalled();
  });
});
