import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

// issue 12 finding 9: OTP limits key on the browser as well as the address, so one shared address
// (carrier NAT, load balancer) never blocks a city while one device hammering is still refused.
// A client that drops the cookie gets a new id each time and meets the per-IP ceiling instead.

export const DEVICE_COOKIE = 'cl_device';
const DEVICE_ID = /^[A-Za-z0-9_-]{24}$/;
const TWO_YEARS_SECONDS = 2 * 365 * 24 * 3600;

/** The request's device id; a random one is minted and set (HttpOnly, long-lived) when absent. */
export function deviceId(request: FastifyRequest, reply: FastifyReply, secure: boolean): string {
  const presented = request.cookies[DEVICE_COOKIE];
  if (presented && DEVICE_ID.test(presented)) return presented;
  const minted = randomBytes(18).toString('base64url');
  void reply.setCookie(DEVICE_COOKIE, minted, {
    path: '/',
    httpOnly: true,
    secure,
    sameSite: 'lax',
    maxAge: TWO_YEARS_SECONDS,
  });
  return minted;
}
