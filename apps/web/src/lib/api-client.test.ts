import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CSRF_COOKIE, CSRF_HEADER } from '@cl/contracts';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { stubFetch } from '@/test/render';

const ok = z.object({ success: z.literal(true), value: z.number() });

describe('apiRequest', () => {
  it('echoes the CSRF cookie in the header on state-changing calls only', async () => {
    document.cookie = `${CSRF_COOKIE}=token-123; path=/; SameSite=None; Secure`;
    const calls = stubFetch(() => ({ status: 200, body: { success: true, value: 1 } }));

    await apiRequest('/api/x', { method: 'POST', body: { a: 1 }, schema: ok });
    await apiRequest('/api/x', { schema: ok });

    expect(calls[0]?.headers[CSRF_HEADER]).toBe('token-123');
    expect(calls[0]?.headers['content-type']).toBe('application/json');
    expect(calls[0]?.body).toEqual({ a: 1 });
    expect(calls[1]?.headers[CSRF_HEADER]).toBeUndefined();
  });

  it('returns the parsed answer, stripped to the schema', async () => {
    stubFetch(() => ({ status: 200, body: { success: true, value: 7, extra: 'x' } }));
    await expect(apiRequest('/api/x', { schema: ok })).resolves.toEqual({ success: true, value: 7 });
  });

  it("throws the server's message from the error envelope (spec 8)", async () => {
    stubFetch(() => ({ status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Not found' } }));
    const error = await apiRequest('/api/x', { schema: ok }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ message: 'Not found', status: 404, code: 'NOT_FOUND' });
  });

  it("throws the error's own message when no response arrives (spec 8)", async () => {
    stubFetch(() => new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/x', { schema: ok })).rejects.toMatchObject({
      message: 'Failed to fetch',
      status: null,
    });
  });

  it('rejects an answer that does not match the schema instead of trusting it', async () => {
    stubFetch(() => ({ status: 200, body: { success: true, value: 'seven' } }));
    await expect(apiRequest('/api/x', { schema: ok })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('treats a non-JSON error page as an unexpected response with no message', async () => {
    stubFetch(() => ({ status: 502, body: '<html>Bad gateway</html>' }));
    await expect(apiRequest('/api/x', { schema: ok })).rejects.toMatchObject({
      message: '',
      code: 'UNEXPECTED_RESPONSE',
      status: 502,
    });
  });
});
