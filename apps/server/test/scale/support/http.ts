import { latestCode, type Instance } from './cluster.ts';
import { PERSONAL_PROFILE } from '../../support/profiles.ts';

// A small fetch client for real server processes: JSON in and out, cookies carried by hand.

export interface Answer {
  status: number;
  body: unknown;
  cookies: Record<string, string>;
}

export interface Credentials {
  cookie: string;
  csrf: string;
}

export async function call(
  baseUrl: string,
  method: 'GET' | 'POST',
  url: string,
  options: {
    body?: unknown;
    credentials?: Credentials;
    headers?: Record<string, string>;
    timeoutMs?: number;
  } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.credentials) {
    headers.cookie = options.credentials.cookie;
    headers['x-csrf-token'] = options.credentials.csrf;
  }
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  const cookies: Record<string, string> = {};
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair?.indexOf('=') ?? -1;
    if (pair && eq > 0) cookies[pair.slice(0, eq)] = pair.slice(eq + 1);
  }
  return { status: response.status, body, cookies };
}

export const field = (body: unknown, ...keys: string[]): unknown => {
  let value = body;
  for (const key of keys) {
    if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
};

/** OTP sign-in through one instance; the code comes from that instance's outbox file. */
export async function signInThrough(instance: Instance, phone: string, ip?: string): Promise<Credentials> {
  const headers: Record<string, string> = ip ? { 'x-forwarded-for': ip } : {};
  const sent = await call(instance.baseUrl, 'POST', '/api/auth/otp/send', {
    body: { channel: 'mobile', value: phone },
    headers,
  });
  if (sent.status !== 200) throw new Error(`otp send ${sent.status}: ${JSON.stringify(sent.body)}`);
  const otp = await latestCode(instance.dataDir, phone);
  const verified = await call(instance.baseUrl, 'POST', '/api/auth/otp/verify', {
    body: { channel: 'mobile', value: phone, otp },
    headers,
  });
  if (verified.status !== 200)
    throw new Error(`otp verify ${verified.status}: ${JSON.stringify(verified.body)}`);
  const session = verified.cookies.cl_session;
  const csrf = verified.cookies.cl_csrf;
  if (!session || !csrf) throw new Error('verify set no session or CSRF cookie');
  return { cookie: `cl_session=${session}; cl_csrf=${csrf}`, csrf };
}

/** Signs in and completes the salaried personal-loan profile that matches most sample lenders. */
export async function customerWithProfile(instance: Instance, phone: string, email: string) {
  const credentials = await signInThrough(instance, phone);
  const session = await call(instance.baseUrl, 'GET', '/api/auth/session', { credentials });
  const userId = field(session.body, 'data', 'user', 'userId');
  if (typeof userId !== 'number') throw new Error(`no user id: ${JSON.stringify(session.body)}`);
  const saved = await call(instance.baseUrl, 'POST', `/api/user/${userId}/profile`, {
    body: { ...PERSONAL_PROFILE, email },
    credentials,
  });
  if (saved.status !== 200) throw new Error(`profile ${saved.status}: ${JSON.stringify(saved.body)}`);
  return { credentials, userId };
}

export interface ApiOffer {
  lenderId: number;
  slug: string;
  handoff: string;
  kfsVersion: string;
  amount: number;
}

export async function apiOffers(instance: Instance, credentials: Credentials): Promise<ApiOffer[]> {
  const answer = await call(instance.baseUrl, 'GET', '/api/offers?product=personal', { credentials });
  const offers = field(answer.body, 'data', 'offers');
  if (!Array.isArray(offers)) throw new Error(`offers ${answer.status}: ${JSON.stringify(answer.body)}`);
  return (offers as ApiOffer[]).filter((o) => o.handoff === 'api');
}

export const applyBody = (offer: ApiOffer, key: string) => ({
  lender_id: offer.lenderId,
  product: 'personal',
  amount: offer.amount,
  tenure_months: 12,
  kfs_version: offer.kfsVersion,
  idempotency_key: key,
});
