import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { loadAppQueryClient, QueryGate } from '@/lib/query-gate';

// Issue 16: once the app's query client has arrived (app/boot-code.ts waits for it before the
// first render of a signed-in page), a gate that waits for it draws its page at once.

function UsesClient({ expected }: { expected: QueryClient }) {
  const client = useQueryClient();
  return <p>{client === expected ? 'the app client' : 'another client'}</p>;
}

describe('QueryGate', () => {
  it('draws its children in the first render once the client has arrived, with the app client', async () => {
    const client = await loadAppQueryClient();
    await expect(loadAppQueryClient()).resolves.toBe(client); // one client for the app
    render(
      <Suspense fallback={<p>loading</p>}>
        <QueryGate wait>
          <UsesClient expected={client} />
        </QueryGate>
      </Suspense>,
    );
    expect(screen.getByText('the app client')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
  });
});
