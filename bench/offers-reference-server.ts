// The reference for GET /api/offers (issue 16): a bare Fastify route on node-postgres that runs
// the statements the offers call needs, as plain SQL with no ORM, no validation and no rules:
// the session by its token hash, the customer and the product forms (in parallel), the impression
// insert and the held applications (in parallel). The app's offers call is measured against it.
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

app.get('/api/offers', async (request, reply) => {
  const token = /cl_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? '';
  const tokenHash = createHash('sha256').update(token).digest('hex');
  const session = await pool.query(
    'select * from sessions where token_hash = $1 and revoked_at is null limit 1',
    [tokenHash],
  );
  const userId = (session.rows[0] as { subject_id?: number } | undefined)?.subject_id;
  if (userId === undefined) return reply.code(401).send({ success: false });
  const [user, details] = await Promise.all([
    pool.query('select * from users where id = $1 and erased_at is null limit 1', [userId]),
    pool.query('select * from user_product_details where user_id = $1', [userId]),
  ]);
  const [, held] = await Promise.all([
    pool.query(
      'insert into offer_impressions (user_id, product, method_version, shown, unmatched) values ($1, $2, $3, $4, $5)',
      [userId, 'personal', '1', JSON.stringify([]), JSON.stringify([])],
    ),
    pool.query('select * from applications where user_id = $1 order by created_at desc limit 100', [userId]),
  ]);
  return { success: true, data: { user: user.rowCount, details: details.rowCount, held: held.rowCount } };
});

const address = await app.listen({ host: '127.0.0.1', port: 0 });
process.stdout.write(`${address}\n`);
process.on('SIGTERM', () => {
  void app.close().then(() => pool.end().then(() => process.exit(0)));
});
