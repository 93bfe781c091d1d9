import { canOpenAdminPage, type AdminPage, type AdminRole } from '@cl/contracts';
import type { FastifyInstance } from 'fastify';
import type { CallerName } from './callers.ts';
import type { Operation } from './openapi.ts';

// Who may call each route. Every operation of the OpenAPI document must land in one class: a new
// route that is in none fails the suite until someone decides who may call it.

export type Access =
  | { kind: 'public' }
  | { kind: 'customer' }
  | { kind: 'partner' }
  /** Partner systems with an X-Api-Key, never a browser session. */
  | { kind: 'api-key' }
  /** ONDC network participants (issue 17, ADR 031): an ed25519 signature, never a session. */
  | { kind: 'signed' }
  | { kind: 'admin'; page: AdminPage | null };

const PUBLIC = new Set([
  'GET /api/health',
  'GET /api/ready',
  'GET /api/search-list/{lang}',
  'GET /api/search-list/{lang}/{id}',
  'POST /api/getLanguages',
  'GET /api/get-partner-by-name/{partnerName}',
  'GET /api/brand-logo/{file}',
  'GET /api/brand-logo/co-brand/{file}',
  // The seeded cards' own art (issue 13), like the brand logos.
  'GET /api/card-art/{file}',
  'POST /api/help-request',
  'POST /api/analytics/page-view',
  'POST /api/auth/otp/send',
  'POST /api/auth/otp/verify',
  'POST /api/logout',
  'POST /api/admin/login',
  // Answers whether an admin is signed in (401 when not): public by design, like auth/session.
  'GET /api/admin/session',
  // Active cards are public; ?all=1 is checked as an admin route in the matrix.
  'GET /api/get-credit-cards-data',
  'GET /api/files/{name}',
  'GET /api/ranking-method',
  'GET /api/lender-page/{slug}',
  'POST /api/partner/auth/otp/send',
  'POST /api/partner/auth/otp/verify',
  'GET /api/transfer/{prospectId}',
  // Outreach: the merchant onboarding form and tracking-link redirects are for anyone.
  'POST /api/merchants',
  // Which brand and site a host name serves, before anyone signs in.
  'GET /api/site-context',
  'GET /t/{code}',
  // Issue 17: the settlement terms every ONDC search names, read by network lenders.
  'GET /ondc/settlement-terms',
]);

const CUSTOMER = [
  /^GET \/api\/auth\/session$/,
  /^(GET|POST) \/api\/user\/\{userId\}/,
  /^GET \/api\/getMaskInfo\/\{userId\}$/,
  /^POST \/api\/set-language$/,
  /^POST \/api\/(gold-loans|housing-loan)\/\{userId\}$/,
  /^GET \/api\/offers$/,
  // Issue 17 (ADR 034): a network lender's form and offer, only for the customer whose request it answers.
  /^(GET|POST) \/api\/offers\/network\/\{offerId\}\/(form|apply)$/,
  // Issue 13: a KFS (and its PDF copy) is the step before apply, for a customer whose journey allows it.
  /^GET \/api\/kfs\/\{slug\}(\/pdf)?$/,
  /^(GET|POST) \/api\/applications/,
  // Issue 13, ADR 013: a card's per-click apply reference belongs to the customer who asked for it.
  /^POST \/api\/credit-cards\/\{categoryId\}\/apply-reference$/,
  /^GET \/api\/credit-card-references\/\{reference\}$/,
  /^(GET \/api\/insurance\/partner|POST \/api\/insurance\/handoff)$/,
];

export const opKey = (op: Pick<Operation, 'method' | 'path'>) => `${op.method} ${op.path}`;

export function accessOf(app: FastifyInstance, op: Operation): Access | null {
  const key = opKey(op);
  const admin = app.adminRoutes.find((r) => r.method === op.method && r.url === op.route);
  if (admin) return { kind: 'admin', page: admin.page };
  if (PUBLIC.has(key)) return { kind: 'public' };
  if (CUSTOMER.some((re) => re.test(key))) return { kind: 'customer' };
  if (key === 'POST /api/partner/v1/leads') return { kind: 'api-key' };
  if (/^POST \/ondc\/on_[a-z]+$/.test(key)) return { kind: 'signed' };
  if (op.path.startsWith('/api/partner/')) return { kind: 'partner' };
  return null;
}

/** The caller who may use a route, for requests that should get past the guard. */
export function insiderFor(access: Access): CallerName {
  switch (access.kind) {
    case 'customer':
      return 'customer';
    case 'partner':
      return 'partner';
    case 'admin':
      return 'admin role 1';
    default:
      return 'nobody';
  }
}

export type Expected = 'allowed' | 401 | 403;

/** The answer class a caller must get: allowed (neither 401 nor 403), 401 or 403. */
export function expectedFor(access: Access, caller: CallerName): Expected {
  switch (access.kind) {
    case 'public':
      return 'allowed';
    case 'api-key':
    case 'signed':
      return 401;
    case 'customer':
      return caller === 'customer' || caller === 'other customer' ? 'allowed' : 401;
    case 'partner':
      return caller === 'partner' || caller === 'other partner' ? 'allowed' : 401;
    case 'admin': {
      const role = /^admin role (\d)$/.exec(caller)?.[1];
      if (!role) return 401;
      return access.page === null || canOpenAdminPage(Number(role) as AdminRole, access.page)
        ? 'allowed'
        : 403;
    }
  }
}
