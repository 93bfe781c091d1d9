// The reference for GET /api/offers (issue 16): a bare Fastify route on node-postgres that runs
// the statements the offers call runs, with the same SQL text, named where the app's are prepared
// (ADR 028) and unnamed where the app's are not, with no ORM, no validation and no rules: the
// session by its token hash with the customer and their product forms (one statement); the ONDC
// flow of a personal-loan view (ADR 033: the flow to reuse, read without a transaction when it is
// found, as on every view after the first; then the network offers of that flow); then the impression insert with
// the held applications (one statement). The impression carries the same JSON the app last stored
// (read once at start, after the app's own run), so both write the same bytes. It answers with
// the text of the app's own answer to that view (OFFERS_ANSWER, about 6 KB), as sent, so both send
// the same bytes too: the answer is as much what a view must cost as its SQL (ADR 028, eighth pass).
// The app is measured against it.
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

// What the app reads of the customer and their forms with the session (users.repository.ts
// CUSTOMER_FACTS and PRODUCT_FORM), in the same order.
const USER_COLUMNS = [
  'id',
  'pl_completed',
  'bl_completed',
  'gl_completed',
  'hl_completed',
  'birth_date',
  'monthly_income',
  'employment_status_code',
  'se_loan_amount',
  'credit_score',
  'postal_code',
];
const DETAIL_COLUMNS = ['product', 'data', 'desired_amount'];
const SESSION_COLUMNS = [
  'token_hash',
  'area',
  'subject_id',
  'masquerade_admin_id',
  'created_at',
  'last_seen_at',
  'expires_at',
  'revoked_at',
  'identity_confirmed_at',
  'ip',
  'user_agent',
];
const SESSION_WITH_CUSTOMER = `select ${[
  ...SESSION_COLUMNS.map((c) => `"sessions"."${c}"`),
  ...USER_COLUMNS.map((c) => `"users"."${c}"`),
  ...DETAIL_COLUMNS.map((c) => `"user_product_details"."${c}"`),
].join(
  ', ',
)} from "sessions" left join "users" on ("sessions"."area" = $1 and "users"."id" = "sessions"."subject_id" and "users"."erased_at" is null) left join "user_product_details" on "user_product_details"."user_id" = "users"."id" where ("sessions"."token_hash" = $2 and "sessions"."revoked_at" is null)`;
const IMPRESSION_AND_HELD =
  'with "impression" as (insert into "offer_impressions" ("id", "user_id", "product", "method_version", "shown", "unmatched", "at") values (default, $1, $2, $3, $4, $5, default) returning "id") select "id", "public_id", "user_id", "lender_id", "product", "amount", "tenure_months", "status", "handoff", "redirect_url", "lender_reference", "reason", "approved_amount", "disbursed_amount", "disbursed_on", "partner_id", "idempotency_key", "offer_snapshot", "created_at", "updated_at" from "applications" where "applications"."user_id" = $6 order by "applications"."created_at" desc limit $7';
const REUSABLE_FLOW =
  'select "id", "transaction_id", "user_id", "product", "amount_paise", "state", "claimed_at", "search_attempts", "search_message_id", "window_ends_at", "reuse_until", "created_at" from "ondc_flows" where ("ondc_flows"."user_id" = $1 and "ondc_flows"."product" = $2 and "ondc_flows"."reuse_until" > $3 and "ondc_flows"."state" <> $4) order by "ondc_flows"."created_at" desc, "ondc_flows"."id" desc limit $5';
const NETWORK_OFFERS =
  'select "id", "transaction_id", "bpp_id", "bpp_uri", "provider_id", "provider_name", "item_id", "state", "form_url", "submission_id", "form", "next_form", "terms", "grievance", "buyer_finder_fee_bp", "offer_message_id", "updated_at" from "ondc_network_offers" where "ondc_network_offers"."transaction_id" = $1 order by "ondc_network_offers"."id"';

/** The app's read of the flow to reuse (the bench's views after the first find it, ADR 034). */
async function reusableFlow(userId: number): Promise<string | undefined> {
  const flow = await pool.query<{ transaction_id: string }>({
    name: 'ondc_reusable_flow',
    text: REUSABLE_FLOW,
    values: [userId, 'personal', new Date(), 'search_expired', 1],
  });
  return flow.rows[0]?.transaction_id;
}

const last = await pool.query<{ method_version: string; shown: unknown; unmatched: unknown }>(
  'select method_version, shown, unmatched from offer_impressions order by id desc limit 1',
);
const shown = JSON.stringify(last.rows[0]?.shown ?? []);
const unmatched = JSON.stringify(last.rows[0]?.unmatched ?? []);
const methodVersion = last.rows[0]?.method_version ?? '1';
const ANSWER = process.env.OFFERS_ANSWER ?? '';
if (!ANSWER.startsWith('{')) throw new Error('OFFERS_ANSWER: the app answer to send is missing');

app.get('/api/offers', async (request, reply) => {
  const token = /cl_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? '';
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const customer = await pool.query({
    name: 'live_session_with_customer',
    text: SESSION_WITH_CUSTOMER,
    values: ['customer', tokenHash],
  });
  const userId = (customer.rows[0] as { subject_id?: number } | undefined)?.subject_id;
  if (userId === undefined) return reply.code(401).send({ success: false });
  const transactionId = await reusableFlow(userId);
  await pool.query({
    name: 'ondc_network_offers_of_flow',
    text: NETWORK_OFFERS,
    values: [transactionId ?? ''],
  });
  await pool.query({
    name: 'offer_impression_and_applications',
    text: IMPRESSION_AND_HELD,
    values: [userId, 'personal', methodVersion, shown, unmatched, userId, 100],
  });
  return reply.type('application/json; charset=utf-8').send(ANSWER);
});

const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${address}\n`);
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end().then(() => process.exit(0)));
});
