import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import { API, API_PREFIX } from '@cl/contracts';

/**
 * Helmet with a CSP the SPA passes: scripts only from our origin; styles allow inline because
 * MUI (emotion) injects style elements at run time. Swagger UI sets its own CSP (staticCSP),
 * which replaces this one on its routes.
 */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
};

/**
 * The headers helmet writes for these options. None of our directives depends on the request, so
 * helmet runs once at start against a recording response and every reply gets the same headers
 * (issue 16: @fastify/helmet rebuilt the middleware on every request, about half the cost of a
 * health check).
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(options)(request, response, (error?: unknown) => {
    if (error instanceof Error) throw error;
    if (error !== undefined) throw new Error('helmet refused its options');
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.getHeaders())) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
}

/** The page headers an API answer keeps: transport, sniffing, framing, referrer and embedding rules. */
const API_KEEPS = [
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
] as const;

/** No document is rendered from an API answer, so it may load nothing and be framed nowhere. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * The headers of an API answer (JSON, a download, an image): the page's transport, sniffing,
 * framing and referrer rules with a CSP that allows nothing. The page's other headers (the opener,
 * agent cluster, DNS prefetch and plug-in rules, the long CSP) only mean something for a document
 * a browser renders, and cost every answer its CPU and ~600 bytes (issue 16, ADR 028).
 */
export function apiHeaders(page: Record<string, string>): Record<string, string> {
  const headers: Record<string, string> = { 'content-security-policy': API_CSP };
  for (const name of API_KEEPS) {
    const value = page[name];
    if (value === undefined) throw new Error(`the page headers have no ${name}`);
    headers[name] = value;
  }
  return headers;
}

/** Whether a request's answer is rendered as a page: everything but the API, whose docs are a page. */
export function answersAPage(url: string): boolean {
  return !url.startsWith(API_PREFIX) || url.startsWith(API.docs);
}

export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  const page = securityHeaders();
  const api = apiHeaders(page);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(answersAPage(request.url) ? page : api);
    done();
  });
});
