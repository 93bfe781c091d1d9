import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { partnerByNameResponse } from '@cl/contracts';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { contractReply } from '@/test/contract-reply';

/** Renders inside the real providers (query client, theme, toasts) at a given address. */
export function renderWithApp(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...result, queryClient };
}

export interface FetchCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

type Reply = { status: number; body?: unknown } | Error;

/**
 * Stubs fetch: each request gets the reply its handler returns (or resolves to, for a test that
 * holds an answer back); calls are recorded when they are sent.
 */
export function stubFetch(handler: (call: FetchCall) => Reply | Promise<Reply>) {
  const calls: FetchCall[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    await Promise.resolve();
    const headers = new Headers(init?.headers);
    const call: FetchCall = {
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(headers.entries()),
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const reply = await handler(call);
    if (reply instanceof Error) throw reply;
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(reply.status === 204 ? null : text, {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  vi.stubGlobal('fetch', vi.fn(fetchStub));
  return calls;
}

/** The answer GET /api/get-partner-by-name gives for the default brand. */
export const defaultBrandReply = contractReply(partnerByNameResponse, {
  success: true,
  data: {
    name: 'cl',
    logo: '/api/brand-logo/cl.svg',
    fontSource: null,
    fontFamily: 'Roboto, Arial, sans-serif',
    primaryColor: '#4EC9DB',
    secondaryColor: '#070050',
    title: null,
    tancApply: false,
    coBrandLogo: null,
  },
});
