import type { BrowserContext } from '@playwright/test';
import { PERSONAL_PROFILE } from '../../apps/server/test/support/profiles.ts';
import { latestCode } from './outbox.ts';

export interface ServerCookie {
  name: string;
  value: string;
  httpOnly: boolean;
  secure: boolean;
}

export interface SignedInCustomer {
  userId: number;
  cookies: ServerCookie[];
  /** Headers for Node-side calls as this customer (session cookie and CSRF token). */
  headers: Record<string, string>;
}

function parseSetCookie(line: string): ServerCookie | null {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const at = pair.indexOf('=');
  if (at <= 0) return null;
  const lower = attributes.map((a) => a.toLowerCase());
  if (lower.some((a) => a === 'max-age=0')) return null;
  return {
    name: pair.slice(0, at),
    value: pair.slice(at + 1),
    httpOnly: lower.includes('httponly'),
    secure: lower.includes('secure'),
  };
}

async function post(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response;
}

/**
 * Signs a customer in through the real OTP routes (the code read from the server's outbox) and,
 * with `profile`, saves the sample personal profile that matches most sample lenders.
 */
export async function signInCustomer(
  server: { baseUrl: string; dataDir: string },
  phone: string,
  { profile = true }: { profile?: boolean } = {},
): Promise<SignedInCustomer> {
  await post(`${server.baseUrl}/api/auth/otp/send`, { channel: 'mobile', value: phone });
  const otp = await latestCode(server.dataDir, phone);
  const verified = await post(`${server.baseUrl}/api/auth/otp/verify`, {
    channel: 'mobile',
    value: phone,
    otp,
  });
  const body: { data: { userId: number } } = await verified.json();
  const cookies = verified.headers
    .getSetCookie()
    .map(parseSetCookie)
    .filter((cookie): cookie is ServerCookie => cookie !== null);
  const csrf = cookies.find((cookie) => cookie.name === 'cl_csrf')?.value ?? '';
  const headers = {
    cookie: cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
    'x-csrf-token': csrf,
  };
  if (profile) {
    await post(
      `${server.baseUrl}/api/user/${body.data.userId}/profile`,
      { ...PERSONAL_PROFILE, email: `customer${phone}@example.in` },
      headers,
    );
  }
  return { userId: body.data.userId, cookies, headers };
}

/** Gives a browser context the customer's session, as if they had signed in there. */
export async function useCustomerCookies(
  context: BrowserContext,
  customer: SignedInCustomer,
  productType = 'Personal Loans',
  /** The host the cookies are for: 'localhost', or another name of this server (a partner's host). */
  domain = 'localhost',
): Promise<void> {
  await context.addCookies(
    customer.cookies.map((cookie) => ({
      name: cookie.name,
      value: cookie.value,
      domain,
      path: '/',
      httpOnly: cookie.httpOnly,
      secure: cookie.secure,
      sameSite: 'Lax' as const,
    })),
  );
  await chooseProduct(context, productType, domain);
}

/** The product the customer chose (spec 3 productType cookie): every /user page's guard reads it (issue 13). */
export async function chooseProduct(
  context: BrowserContext,
  productType: string,
  domain = 'localhost',
): Promise<void> {
  await context.addCookies([
    {
      name: 'productType',
      value: encodeURIComponent(productType),
      domain,
      path: '/',
      sameSite: 'Lax',
    },
  ]);
}
