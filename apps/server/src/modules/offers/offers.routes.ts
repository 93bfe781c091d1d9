import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  KFS_PDF_CONTENT_TYPE,
  OFFERS_API,
  RANKING_METHOD_VERSION,
  errorResponse,
  rupeesToPaise,
  kfsPdfFileName,
  kfsQuery,
  kfsResponse,
  lenderSlugParams,
  offersQuery,
  offersResponse,
  rankingMethodDescription,
  todayInIndia,
  serverMessage,
  lenderPageResponse,
  rankingMethodResponse,
} from '@cl/contracts';
import { notFound } from '../../lib/app-error.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { summaries } from '../applications/applications.repository.ts';
import { heldApplicationsByLender } from '../applications/held-applications.ts';
import { buildKfs } from './kfs.service.ts';
import { renderKfsPdf } from './kfs-pdf.ts';
import { assertJourneyAllows, lenderProductsOf } from './journey-gate.ts';
import { findLiveLenderBySlug } from '../lenders/lenders.repository.ts';
import { buildOffers, factsOf, toOffer } from './offers.service.ts';
import { networkAnswersFor } from '../ondc/flow/network-search.ts';
import { networkKfsFor } from '../ondc/flow/network-kfs.ts';
import { NETWORK_SLUG } from '../ondc/flow/network-offer-view.ts';

export const offersRoutes: FastifyPluginAsyncZod = async (app) => {
  const grievance = () => ({
    name: app.env.GRIEVANCE_OFFICER_NAME,
    email: app.env.GRIEVANCE_OFFICER_EMAIL,
    phone: app.env.GRIEVANCE_OFFICER_PHONE,
  });

  app.get(
    OFFERS_API.offers,
    {
      // The session and the customer's record in one statement (issue 16, ADR 028).
      onRequest: app.requireCustomerWithRecord,
      schema: {
        tags: ['offers'],
        summary: 'Matching offers, unmatched lenders and my applications (RBI DLD: unbiased, complete)',
        security: [{ bearer: [] }],
        querystring: offersQuery,
        response: {
          200: offersResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const language = requestLanguage(request);
      // Issue 13: the profile for this product complete and the welcome-back check passed.
      const { session, customer } = await assertJourneyAllows(
        app.db,
        request.session,
        [request.query.product],
        language,
        request.customerRecord,
      );
      const userId = session.subjectId;
      const { product } = request.query;
      const facts = factsOf(customer, product);
      // Issue 17: personal loans are also asked of the ONDC network (ADR 033).
      const network = await networkAnswersFor(
        app.db,
        { userId, product, amountPaise: rupeesToPaise(facts.desiredAmount) },
        new Date(),
      );
      const built = await buildOffers(app.db, userId, facts, todayInIndia(), language, network.rows);
      const rows = built.applications;
      const held = heldApplicationsByLender(rows, new Date(), app.env.DEDUPE_WINDOW_DAYS);
      // The offers are this view's own objects (buildOffers made them): each gets its held application.
      const offers = built.offers;
      for (const offer of offers) offer.application = held.get(offer.lenderId) ?? null;
      return {
        success: true as const,
        data: {
          methodVersion: RANKING_METHOD_VERSION,
          offers,
          unmatched: built.unmatched,
          applications: await summaries(app.db, rows),
          networkSearchOpenUntil: network.searchOpenUntil?.toISOString() ?? null,
        },
      };
    },
  );

  /** One KFS for the dialog and the PDF alike: the lender, the journey gate, one computation. */
  async function kfsFor(request: FastifyRequest, slug: string, query: z.infer<typeof kfsQuery>) {
    // A network offer's KFS is the lender's quote (docs/ondc.md), shown to the customer it was made for.
    const networkId = NETWORK_SLUG.exec(slug)?.[1];
    if (networkId !== undefined) {
      const { session } = await assertJourneyAllows(
        app.db,
        request.session,
        ['personal'],
        requestLanguage(request),
      );
      return networkKfsFor(app.db, session.subjectId, Number(networkId), grievance());
    }
    const lender = await findLiveLenderBySlug(app.db, slug);
    if (!lender) throw notFound(serverMessage('noSuchLender'));
    // Issue 13: a KFS is the step before apply; it needs what apply needs for one of its products.
    await assertJourneyAllows(
      app.db,
      request.session,
      lenderProductsOf(lender.products),
      requestLanguage(request),
    );
    return buildKfs(lender, query.amount, query.months, grievance(), requestLanguage(request));
  }

  app.get(
    OFFERS_API.kfs,
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['offers'],
        summary: "A lender's Key Fact Statement for an amount and tenure (the customer's journey allowing)",
        security: [{ bearer: [] }],
        params: lenderSlugParams,
        querystring: kfsQuery,
        response: {
          200: kfsResponse,
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await kfsFor(request, request.params.slug, request.query),
    }),
  );

  // RBI DLD 2025: the borrower keeps a copy of the KFS; the same document as a PDF in their language.
  app.get(
    OFFERS_API.kfsPdf,
    {
      onRequest: app.requireCustomer,
      schema: {
        tags: ['offers'],
        summary: 'The same Key Fact Statement as a PDF to keep, in the request language',
        security: [{ bearer: [] }],
        params: lenderSlugParams,
        querystring: kfsQuery,
        response: {
          200: z.any().describe('application/pdf'),
          400: errorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const kfs = await kfsFor(request, request.params.slug, request.query);
      const pdf = await renderKfsPdf(kfs, requestLanguage(request));
      return reply
        .header('content-type', KFS_PDF_CONTENT_TYPE)
        .header(
          'content-disposition',
          `attachment; filename="${kfsPdfFileName(kfs.lenderName, kfs.generatedAt)}"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  // Public (RBI DLD: the matching and ranking method is described on a public page).
  app.get(
    OFFERS_API.rankingMethod,
    {
      schema: {
        tags: ['offers'],
        summary: 'The published matching and ranking method',
        response: {
          200: rankingMethodResponse,
        },
      },
    },
    async () => ({
      success: true as const,
      data: {
        version: RANKING_METHOD_VERSION,
        en: rankingMethodDescription.en,
        hi: rankingMethodDescription.hi,
      },
    }),
  );

  // Lender pages under /user (cashe, money-view, ...) render from this, one template for all.
  app.get(
    OFFERS_API.lenderPage,
    {
      schema: {
        tags: ['offers'],
        summary: "A lender's public terms for its page",
        params: lenderSlugParams,
        response: {
          200: lenderPageResponse,
          400: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const lender = await findLiveLenderBySlug(app.db, request.params.slug);
      if (!lender || lender.lenderStatus !== 1) throw notFound(serverMessage('noSuchLender'));
      return {
        success: true as const,
        data: {
          offer: toOffer(
            lender,
            lender.maxLoan ?? lender.loanAmountUpto ?? 100_000,
            false,
            todayInIndia(),
            requestLanguage(request),
            lender.products,
          ),
          journey: lender.journey,
          products: lender.products,
          minLoan: lender.minLoan,
          maxLoan: lender.maxLoan,
        },
      };
    },
  );
};
