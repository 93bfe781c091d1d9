import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_API, successMessage } from '@cl/contracts';
import { COOKIE_NAMES, readCookie, setCookie } from '@/lib/cookies';
import { i18n } from '@/lib/i18n';
import { isSignedOutLocally, markSignedOutLocally } from '@/lib/local-sign-out';
import { contractReply, errorReply } from '@/test/contract-reply';
import { stubFetch } from '@/test/render';
import { sessionReply } from '@/test/session-reply';
import { getSession } from './get-session';
import { logoutAndReload } from './logout';

// Issue 13 / spec 4: logout fails closed. When POST /api/logout fails, this device is signed out
// anyway: cookies and state cleared, a toast in the customer's language, the reload shows no
// signed-in area, and the logout is sent again until the server takes it.

const toasts = vi.hoisted(() => [] as { kind: string; message: string }[]);
vi.mock('@/lib/toast', () => ({
  notify: (kind: string, message: string) => {
    toasts.push({ kind, message });
  },
}));

afterEach(async () => {
  toasts.length = 0;
  localStorage.clear();
  await i18n.changeLanguage('en');
});

function stubServer(logout: 'down' | 500 | 200) {
  return stubFetch((call) => {
    if (call.url === AUTH_API.logout) {
      if (logout === 'down') return new TypeError('Failed to fetch');
      return logout === 500
        ? errorReply('Something went wrong', 500)
        : contractReply(successMessage, { success: true, message: 'Signed out' });
    }
    // The HttpOnly session cookie is still there: the server would still answer the session.
    if (call.url === AUTH_API.session) return sessionReply({});
    return errorReply('Not found', 404);
  });
}

describe('logout fails closed (spec 4)', () => {
  it.each(['down', 500] as const)(
    'server %s: cookies cleared, toast, reload, and the reloaded app is signed out',
    async (failure) => {
      const reload = vi.fn();
      vi.stubGlobal('location', { reload });
      setCookie(COOKIE_NAMES.productType, 'Personal Loans');
      sessionStorage.setItem('pending', 'x');
      stubServer(failure);
      await logoutAndReload();
      expect(reload).toHaveBeenCalledOnce();
      expect(readCookie(COOKIE_NAMES.productType)).toBeNull();
      expect(sessionStorage.length).toBe(0);
      expect(toasts).toEqual([
        { kind: 'info', message: 'The server could not be reached, but you are signed out on this device.' },
      ]);
      // After the reload: the session cookie still works on the server, the app says signed out.
      const calls = stubServer(failure);
      expect(await getSession()).toBeNull();
      expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`POST ${AUTH_API.logout}`]);
      expect(isSignedOutLocally()).toBe(true);
    },
  );

  it('says it in Hindi when the interface is Hindi', async () => {
    vi.stubGlobal('location', { reload: vi.fn() });
    await i18n.changeLanguage('hi');
    stubServer('down');
    await logoutAndReload();
    expect(toasts[0]?.message).toBe('सर्वर से संपर्क नहीं हो सका, लेकिन आप इस डिवाइस पर साइन आउट हो गए हैं।');
  });

  it('once the retried logout is answered, the marker goes and sessions are read again', async () => {
    markSignedOutLocally();
    stubServer(200);
    expect(await getSession()).toBeNull(); // this call revoked the session on the server
    expect(isSignedOutLocally()).toBe(false);
    expect(await getSession()).not.toBeNull(); // (the stub still answers a session)
  });

  it('a logout the server answers leaves no marker and no toast', async () => {
    vi.stubGlobal('location', { reload: vi.fn() });
    stubServer(200);
    await logoutAndReload();
    expect(isSignedOutLocally()).toBe(false);
    expect(toasts).toEqual([]);
  });
});
