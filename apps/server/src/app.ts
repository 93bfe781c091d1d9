import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
} from 'fastify';
import cookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env.ts';
import type { DatabaseHandle } from './db/client.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { apiDocsPlugin } from './plugins/api-docs.ts';
import { spaPlugin } from './plugins/spa.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { referenceDataRoutes } from './modules/reference-data/reference-data.routes.ts';
import { partnersRoutes } from './modules/partners/partners.routes.ts';
import { helpRoutes } from './modules/help/help.routes.ts';
import { supportInboxRoutes } from './modules/support-inbox/support-inbox.routes.ts';
import { partnerTicketsRoutes } from './modules/support-inbox/partner-tickets.routes.ts';
import { auditLogRoutes } from './modules/audit-log/audit-log.routes.ts';
import { analyticsRoutes } from './modules/analytics/analytics.routes.ts';
import { logCompletedRequest, loggerOptions } from './lib/logger.ts';
import { requestLogFactory } from './lib/request-log.ts';
import { badRequest } from './lib/app-error.ts';
import { API_PREFIX, msg } from '@cl/contracts';
import { authPlugin } from './plugins/auth.ts';
import { servicesPlugin } from './plugins/services.ts';
import type { Transports } from './modules/messaging/select-transports.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { fastifyTrustProxy } from './config/trust-proxy.ts';
import { emailVerificationRoutes } from './modules/users/email-verification.routes.ts';
import { adminAccessPlugin } from './plugins/admin-access.ts';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes.ts';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes.ts';
import { lendersRoutes } from './modules/lenders/lenders.routes.ts';
import { ondcAdminRoutes } from './modules/ondc/admin/ondc-admin.routes.ts';
import { revenueRoutes } from './modules/lender-revenue-slabs/revenue-slabs.routes.ts';
import { creditCardsRoutes } from './modules/credit-cards/credit-cards.routes.ts';
import { cardReferencesRoutes } from './modules/credit-cards/card-references.routes.ts';
import { filesRoutes } from './modules/files/files.routes.ts';
import { partnersAdminRoutes } from './modules/partners/partners-admin.routes.ts';
import { partnerOnboardingRoutes } from './modules/partners/partner-onboarding.routes.ts';
import { offersRoutes } from './modules/offers/offers.routes.ts';
import { insuranceAdminRoutes } from './modules/insurance/insurance-admin.routes.ts';
import { insuranceRoutes } from './modules/insurance/insurance.routes.ts';
import { partnerAuthRoutes } from './modules/partner-portal/partner-auth.routes.ts';
import { partnerPortalRoutes } from './modules/partner-portal/partner-portal.routes.ts';
import { partnerReportsRoutes } from './modules/partner-portal/partner-reports.routes.ts';
import { leadPushRoutes, partnerApiKeysRoutes } from './modules/partner-portal/partner-api.routes.ts';
import { transferRoutes } from './modules/partner-portal/transfer.routes.ts';
import { adminReportsRoutes } from './modules/admin-reports/admin-reports.routes.ts';
import { adminLogsRoutes } from './modules/admin-reports/admin-logs.routes.ts';
import { csrRoutes } from './modules/csr/csr.routes.ts';
import { erasureRoutes } from './modules/erasure/erasure.routes.ts';
import { masqueradeRoutes } from './modules/masquerade/masquerade.routes.ts';
import { revenueLedgerRoutes } from './modules/revenue-ledger/ledger-admin.routes.ts';
import { partnerStatementRoutes } from './modules/revenue-ledger/partner-statement.routes.ts';
import { merchantsRoutes } from './modules/outreach/merchants.routes.ts';
import { trackingLinksRoutes } from './modules/outreach/tracking-links.routes.ts';
import { telecallingRoutes } from './modules/outreach/telecalling.routes.ts';
import { campaignsRoutes } from './modules/outreach/campaigns.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { siteContextRoutes } from './modules/partners/site-context.routes.ts';
import { applicationsRoutes } from './modules/applications/applications.routes.ts';
import { createSandboxState, sandboxRoutes } from './modules/lender-sandbox/sandbox.routes.ts';
import { startSubmissionWorker } from './modules/applications/submission-worker.ts';
import { registerOndcProtocol } from './modules/ondc/protocol/ondc-protocol.plugin.ts';
import { startRepeatingPass } from './modules/ondc/protocol/callback-dispatch.ts';
import { sendPendingSearches } from './modules/ondc/flow/network-search.ts';
import { ONDC_CALLBACK_HANDLERS } from './modules/ondc/callback-handlers.ts';
import { settlementTermsRoutes } from './modules/ondc/flow/settlement-terms.routes.ts';
import { networkJourneyRoutes } from './modules/ondc/journey/network-journey.routes.ts';
import { sendDueSteps } from './modules/ondc/journey/outbox-sender.ts';
import { onStepGivenUp } from './modules/ondc/journey/step-given-up.ts';
import { queueStatusChecks } from './modules/ondc/journey/status-checks.ts';
import { registerOndcSimulator } from './modules/ondc/simulator/ondc-simulator.plugin.ts';
import { flushJourneyQueue } from './modules/admin-reports/journey-summaries.repository.ts';

export interface BuildAppOptions {
  env: Env;
  database: DatabaseHandle;
  /** A ready pino logger (tests pass one writing to a stream they read). */
  loggerInstance?: FastifyBaseLogger;
  /** Message transports; by default chosen from configuration. */
  transports?: Transports;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

function zodOnly(): never {
  throw new Error('Schemas are compiled by fastify-type-provider-zod (app.ts)');
}

/** The whole HTTP application as a plugin tree; server.ts listens, tests use inject(). */
export async function buildApp({
  env,
  database,
  loggerInstance,
  transports,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(loggerInstance ? { loggerInstance } : { logger: loggerOptions(env) }),
    trustProxy: fastifyTrustProxy(env.TRUST_PROXY),
    bodyLimit: 1_048_576,
    requestIdHeader: 'x-request-id',
    // One line per request instead of two (lib/logger.ts, issue 16).
    logController: new LogController({ disableRequestLogging: true }),
    // A request's pino child is made when it first logs, not for every request (lib/request-log.ts).
    childLoggerFactory: requestLogFactory,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Every schema is zod, compiled by the compilers set just below. Without these stand-ins Fastify
    // loads Ajv and fast-json-stringify at start for defaults it never uses (issue 16).
    schemaController: { compilersFactory: { buildValidator: zodOnly, buildSerializer: zodOnly } },
    // Errors Fastify raises before routing (e.g. 414) keep the one error shape too.
    frameworkErrors: (error, _request, reply) => {
      sendEnvelope(reply, error.statusCode ?? 400, {
        success: false,
        code: error.code,
        message: error.message,
      });
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  app.decorate('dbHandle', database);
  app.decorate('db', database.db);
  // Hooks on every request are written with `done`, not async: a promise and its microtask per
  // hook per request cost the cheapest answers a tenth of their CPU (issue 16, ADR 028).
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    // Personal answers must not sit in shared or browser caches; routes that may be cached say so.
    if (request.url.startsWith(API_PREFIX) && !reply.hasHeader('cache-control'))
      void reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  app.addHook('onResponse', (request, reply, done) => {
    logCompletedRequest(request, reply.statusCode, reply.elapsedTime);
    done();
  });
  // PostgreSQL text cannot hold U+0000 nor a lone UTF-16 surrogate ("\ud800", which has no
  // UTF-8 form): refuse either up front, in values and keys, with a clear message instead of a 500.
  app.addHook('preValidation', (request, _reply, done) => {
    for (const part of [request.body, request.query, request.params]) {
      const bad = badText(part);
      if (bad) {
        done(
          bad === 'nul'
            ? badRequest('Text may not contain the character U+0000')
            : badRequest(msg('textCharacters')),
        );
        return;
      }
    }
    done();
  });

  await app.register(errorHandlerPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(cookie);
  await app.register(apiDocsPlugin);
  await app.register(servicesPlugin, { transports });
  await app.register(authPlugin);
  await app.register(adminAccessPlugin);

  await app.register(healthRoutes);
  await app.register(referenceDataRoutes);
  await app.register(partnersRoutes);
  await app.register(helpRoutes);
  await app.register(analyticsRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(adminAuthRoutes);
  await app.register(adminUsersRoutes);
  await app.register(lendersRoutes);
  await app.register(ondcAdminRoutes);
  await app.register(revenueRoutes);
  await app.register(creditCardsRoutes);
  await app.register(cardReferencesRoutes);
  await app.register(filesRoutes);
  await app.register(partnersAdminRoutes);
  await app.register(partnerOnboardingRoutes);
  await app.register(offersRoutes);
  await app.register(insuranceRoutes);
  await app.register(insuranceAdminRoutes);
  await app.register(applicationsRoutes);
  await app.register(partnerAuthRoutes);
  await app.register(partnerPortalRoutes);
  await app.register(partnerTicketsRoutes);
  await app.register(supportInboxRoutes);
  await app.register(auditLogRoutes);
  await app.register(partnerReportsRoutes);
  await app.register(partnerApiKeysRoutes);
  await app.register(leadPushRoutes);
  await app.register(transferRoutes);
  await app.register(adminReportsRoutes);
  await app.register(adminLogsRoutes);
  await app.register(csrRoutes);
  await app.register(erasureRoutes);
  await app.register(masqueradeRoutes);
  await app.register(revenueLedgerRoutes);
  await app.register(partnerStatementRoutes);
  await app.register(merchantsRoutes);
  await app.register(trackingLinksRoutes);
  await app.register(telecallingRoutes);
  await app.register(campaignsRoutes);
  await app.register(uploadsRoutes);
  await app.register(siteContextRoutes);
  await registerOndcProtocol(app, env, ONDC_CALLBACK_HANDLERS);
  await app.register(settlementTermsRoutes);
  await app.register(networkJourneyRoutes());
  await registerOndcSimulator(app, env);
  if (env.LENDER_SANDBOX ?? env.NODE_ENV !== 'production') {
    await app.register(sandboxRoutes(createSandboxState()), { prefix: '/lender-sandbox' });
  }
  if (env.RUN_WORKERS) {
    const worker = startSubmissionWorker(
      database.db,
      {
        baseUrl: env.LENDER_API_BASE_URL ?? `http://127.0.0.1:${String(env.PORT)}/lender-sandbox`,
        apiKey: env.LENDER_API_KEY,
        maxTimeoutMs: env.LENDER_API_TIMEOUT_MS,
        maxAttempts: env.SUBMISSION_MAX_ATTEMPTS,
        baseDelayMs: env.SUBMISSION_RETRY_BASE_MS,
        batchSize: 20,
      },
      app.log,
      env.WORKER_POLL_MS,
      env.REDIRECT_EXPIRY_DAYS,
    );
    app.addHook('onClose', () => worker.stop());
    // Issue 17: the network searches the offers view stored, sent off the customer's request.
    const searches = startRepeatingPass(
      () =>
        sendPendingSearches(
          { db: app.db, send: app.ondc.send, subscriberUri: app.ondc.settings.subscriberUri, log: app.log },
          20,
          () => new Date(),
        ),
      app.log,
      env.WORKER_POLL_MS,
      'ondc search pass failed',
    );
    app.addHook('onClose', () => searches.stop());
    // Issue 17 (ADR 034): the journey's network calls after search (select, init, confirm, status).
    const steps = startRepeatingPass(
      async () =>
        (await queueStatusChecks(app.db, new Date())) +
        (await sendDueSteps(
          {
            db: app.db,
            send: app.ondc.send,
            log: app.log,
            onGivenUp: (step) => onStepGivenUp(app.db, step, new Date()),
          },
          20,
          () => new Date(),
        )),
      app.log,
      env.WORKER_POLL_MS,
      'ondc step pass failed',
    );
    app.addHook('onClose', () => steps.stop());
    // Issue 16 (ADR 035): the customers journey's queued changes, added off the customers' requests.
    const journey = startRepeatingPass(
      () => flushJourneyQueue(app.db),
      app.log,
      env.WORKER_POLL_MS,
      'journey queue flush failed',
    );
    app.addHook('onClose', () => journey.stop());
  }

  await app.register(spaPlugin, { root: env.WEB_DIST_DIR ?? defaultWebDist() });
  return app;
}

function defaultWebDist(): string {
  // apps/server/src or apps/server/dist -> apps/web/dist
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The first text PostgreSQL cannot store, anywhere in a parsed body, query or params. */
function badText(value: unknown, depth = 0): 'nul' | 'surrogate' | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return 'nul';
    return LONE_SURROGATE.test(value) ? 'surrogate' : null;
  }
  // Deeper than any schema of ours: the schema refuses such a body before the database sees it.
  if (depth > 32 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = badText(key, depth + 1) ?? badText(item, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Written against the plain reply type: framework errors come before any route schema applies. */
function sendEnvelope(
  reply: FastifyReply,
  status: number,
  body: { success: false; code: string; message: string },
): void {
  void reply.code(status).send(body);
}
