import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import {
  API_PREFIX,
  API_ROOT,
  bootPage,
  isKnownWebPath,
  LANGUAGE_COOKIE,
  partnerNameFromLocation,
  SESSION_COOKIES,
} from '@cl/contracts';
import { brandingForPartner } from '../modules/partners/partners.service.ts';
import type { Site } from '../modules/partners/site-context.ts';
import { answerBootReads } from './boot-answers.ts';
import { withBrand } from './brand-style.ts';
import { encodePage, sharedPageEncoder } from './encode-page.ts';
import { loadPageCodeLinks } from './page-code.ts';
import { createSignInRenderer, isSignInPath, loadSignInPages, pageLanguage } from './sign-in-page.ts';

/** Hashed assets never change under their name. */
const ONE_YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Serves the built web app: hashed assets cached for a year (pre-compressed .br/.gz when present),
 * index.html never cached, and every non-API GET that is not a file answers the SPA so the
 * client router decides (its catch-all shows the not-found page). A path no web route matches
 * (WEB_ROUTES of @cl/contracts, issue 13) gets the same page with status 404, so crawlers and
 * monitors see a real not-found. /api/* unknowns answer JSON 404.
 * The page names its site (white-label partner by host, solar host) in a meta tag and carries the
 * brand it shows on <html> (plugins/brand-style.ts), so the first paint already shows the right
 * brand and root page without another round trip; and says when
 * the browser sent no customer session cookie ('visitor'), so the sign-in page does not fetch
 * the session check's code and data for someone who cannot be signed in (issue 16).
 * A visitor on a sign-in address gets the sign-in page itself, prerendered at web build time with
 * its own small script, in the brand and language of the request (plugins/sign-in-page.ts, ADR 027):
 * it paints before any script runs and loads the app only when the visitor moves on. A browser
 * with a session gets the products page, a profile form or an offers page with that page's own
 * code named in the head (plugins/page-code.ts), fetched with the start files.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { root: string | null }) => {
  const root = opts.root && existsSync(path.join(opts.root, 'index.html')) ? opts.root : null;
  if (!root) app.log.warn('web build not found; serving the API only');
  const indexHtml = root ? await readFile(path.join(root, 'index.html'), 'utf8') : null;
  const signInPages = root ? await loadSignInPages(root) : null;
  const pageCodeLinks = root ? await loadPageCodeLinks(root) : null;
  const encodeSharedPage = sharedPageEncoder();
  const brandingOf = (partnerName: string) => brandingForPartner(app.db, partnerName);
  const renderSignIn = signInPages ? createSignInRenderer(signInPages, brandingOf) : null;

  // The browser asks only for assets/, whose names carry their content hash: one wildcard route
  // serves them, cached a year, and a missing one falls through to the 404 below (ADR 030).
  const assets = root ? path.join(root, 'assets') : null;
  if (assets && existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: '/assets/',
      wildcard: true,
      index: false,
      list: false,
      preCompressed: true,
      maxAge: ONE_YEAR_MS,
      immutable: true,
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith(API_PREFIX) || url === API_ROOT || !indexHtml || request.method !== 'GET') {
      return reply.status(404).send({ success: false, code: 'NOT_FOUND', message: 'Not found' });
    }
    // A missing file (an asset the wildcard route did not find, or any other path with an
    // extension) is a 404, not the SPA.
    if (path.extname(url) !== '') return reply.status(404).type('text/plain').send('Not found');
    const site = await app.resolveSite(request.headers.host);
    const visitor = !request.cookies[SESSION_COOKIES.customer];
    const search = request.url.slice(url.length);
    let page = indexHtml;
    let personal = false;
    if (!visitor) {
      const language = pageLanguage(request.cookies[LANGUAGE_COOKIE]);
      const pageSite = { hostPartner: site.partnerKey, solar: site.solar };
      // A signed-in page's own code, fetched with the start files (issue 16, plugins/page-code.ts).
      const kind = bootPage(url, pageSite)?.kind;
      if (kind) {
        const links = pageCodeLinks?.(kind, language);
        if (links) page = page.replace('</head>', `${links}</head>`);
        // And the answers to the reads it starts with (plugins/boot-answers.ts).
        const answers = await answerBootReads(app, request, { url, search, language, ...pageSite });
        if (answers.setCookies.length > 0) void reply.header('set-cookie', answers.setCookies);
        if (answers.element) {
          page = page.replace('</body>', `${answers.element}</body>`);
          personal = true;
        }
      }
    }
    let signInPage = false;
    if (visitor && renderSignIn && isSignInPath(url, site)) {
      try {
        page = await renderSignIn(site, search, request.cookies[LANGUAGE_COOKIE]);
        signInPage = true;
      } catch (error) {
        // The app draws the same page, a moment later: better than no page.
        request.log.error({ err: error }, 'sign-in page: could not fill it in; serving the app');
      }
    }
    if (!signInPage) {
      // The brand the app will show, in the page before the first paint (plugins/brand-style.ts).
      try {
        page = withBrand(page, await brandingOf(partnerNameFromLocation(url, search, site.partnerKey)));
      } catch (error) {
        // The app applies the default brand, then the partner's once it has read it.
        request.log.error({ err: error }, 'page brand: could not read it; serving the page without');
      }
    }
    const { body, encoding } = await (personal ? encodePage : encodeSharedPage)(
      withSiteMeta(page, site, { visitor }),
      request.headers['accept-encoding'],
    );
    if (encoding) void reply.header('content-encoding', encoding);
    return (
      reply
        .status(isKnownWebPath(url) ? 200 : 404)
        .type('text/html; charset=utf-8')
        // A page holding a customer's answers is theirs alone, like the answers themselves.
        .header('cache-control', personal ? 'no-store' : 'no-cache')
        .header('vary', 'host, cookie, accept-encoding')
        .send(body)
    );
  });
});

/** Partner keys are [a-z0-9_-] (spec 3), so the content needs no escaping; anything else is left out. */
export function withSiteMeta(
  html: string,
  site: Pick<Site, 'partnerKey' | 'solar'>,
  { visitor = false }: { visitor?: boolean } = {},
): string {
  const parts: string[] = [];
  if (site.partnerKey && /^[\w-]{1,64}$/.test(site.partnerKey)) parts.push(`partner=${site.partnerKey}`);
  if (site.solar) parts.push('solar');
  if (visitor) parts.push('visitor');
  if (parts.length === 0) return html;
  return html.replace('<head>', `<head><meta name="cl-site" content="${parts.join(';')}">`);
}
