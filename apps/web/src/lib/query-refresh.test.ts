import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfterWrite } from './query-refresh';

// A list read leaves before a write and is answered after it: its answer is the list before the
// write. The refresh after the write must not settle for it.
describe('refreshAfterWrite', () => {
  it('asks again when the first read of a watched key left before the write', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const server = { rows: ['a'] };
    const answers: Array<() => void> = [];
    const observer = new QueryObserver(client, {
      queryKey: ['rows'],
      queryFn: () => {
        const rows = [...server.rows]; // what the server holds when the read reaches it
        return new Promise<string[]>((resolve) =>
          answers.push(() => {
            resolve(rows);
          }),
        );
      },
    });
    const off = observer.subscribe(() => undefined);
    expect(answers).toHaveLength(1); // the first read is on its way

    server.rows.push('b'); // the write
    const refreshed = refreshAfterWrite(client, ['rows']);
    await Promise.resolve();
    answers[0]?.(); // the old read comes back with the list before the write
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answers).toHaveLength(2);
    answers[1]?.();
    await refreshed;

    expect(client.getQueryData(['rows'])).toEqual(['a', 'b']);
    expect(observer.getCurrentResult().data).toEqual(['a', 'b']);
    off();
  });

  it('reads an unwatched key on its next use, not now', async () => {
    const client = new QueryClient();
    let reads = 0;
    await client.query({ queryKey: ['rows'], queryFn: () => ++reads, staleTime: Infinity });
    await refreshAfterWrite(client, ['rows']);
    expect(reads).toBe(1);
    expect(await client.query({ queryKey: ['rows'], queryFn: () => ++reads, staleTime: Infinity })).toBe(2);
  });
});
