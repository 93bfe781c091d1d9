// Generates applications (and the customers they belong to) into a CrediLink database that has
// been migrated and seeded (start the server on it once). Rows are made inside PostgreSQL by
// INSERT ... SELECT generate_series, in batches: no row crosses the network.
//
//   node bench/generate-applications.ts postgres://postgres@127.0.0.1:5432/credilink_bench 1000000
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const STATUSES = ['created', 'submitted', 'in_review', 'approved', 'disbursed', 'rejected', 'expired'];
const PRODUCTS = ['personal', 'business', 'gold', 'home'];

export async function generateApplications(
  databaseUrl: string,
  count: number,
  options: { customers?: number; days?: number; batch?: number; log?: (line: string) => void } = {},
): Promise<{ ms: number }> {
  const customers = options.customers ?? Math.max(1, Math.round(count / 10));
  const days = options.days ?? 365;
  const batch = options.batch ?? 250_000;
  const log = options.log ?? (() => undefined);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    const lenderIds = (await client.query<{ id: number }>('select id from lenders order by id')).rows.map(
      (r) => r.id,
    );
    const partnerIds = (await client.query<{ id: number }>('select id from partners order by id')).rows.map(
      (r) => r.id,
    );
    if (lenderIds.length === 0) throw new Error('no lenders: start the server on this database once first');
    const base = Number(
      (await client.query<{ n: string }>('select coalesce(max(id), 0) as n from users')).rows[0]?.n ?? 0,
    );
    await client.query(
      `insert into users (mobile_phone_number, first_name, last_name, pl_completed, monthly_income,
                          employment_status_code, postal_code, partner_id, created_at, updated_at)
       select lpad((6000000000 + $1::bigint + i)::text, 10, '0'), 'Bench', 'Customer' || i, 1, 50000 + (i % 50) * 1000,
              1 + (i % 3), '560034', case when i % 3 = 0 then ($2::int[])[1 + i % cardinality($2::int[])] end,
              now() - (random() * $3::int) * interval '1 day', now()
         from generate_series(1, $4::int) as i`,
      [base, partnerIds, days, customers],
    );
    log(`  ${customers.toLocaleString('en-US')} customers`);
    for (let from = 1; from <= count; from += batch) {
      const to = Math.min(count, from + batch - 1);
      await client.query(
        `insert into applications (user_id, lender_id, product, amount, tenure_months, status, handoff,
                                   disbursed_amount, disbursed_on, partner_id, idempotency_key,
                                   offer_snapshot, created_at, updated_at)
         select $1::int + 1 + (i % $2::int),
                ($3::int[])[1 + (i * 7) % cardinality($3::int[])],
                ($4::text[])[1 + (i % 10) / 7 + (i % 13 = 0)::int * 2],
                10000 + (i % 200) * 5000, 12,
                s.status,
                case when i % 4 = 0 then 'api' else 'redirect' end,
                case when s.status = 'disbursed' then 10000 + (i % 200) * 5000 end,
                case when s.status = 'disbursed' then current_date - (i % $6::int) end,
                case when i % 3 = 0 then ($5::int[])[1 + i % cardinality($5::int[])] end,
                'bench-' || i,
                '{}'::jsonb,
                now() - (random() * $6::int) * interval '1 day',
                now()
           from generate_series($7::int, $8::int) as i,
                lateral (select ($9::text[])[1 + (i * 31) % cardinality($9::text[])] as status) as s`,
        [base, customers, lenderIds, PRODUCTS, partnerIds, days, from, to, STATUSES],
      );
      log(
        `  ${to.toLocaleString('en-US')} applications (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
    await client.query('analyze users');
    await client.query('analyze applications');
    // The daily report summaries (migration 0011) took an update per batch; autovacuum would
    // clean them after a load like this one, done here so reports are read in that steady state.
    await client.query('vacuum analyze application_day_lender_totals, application_day_partner_totals');
    return { ms: performance.now() - started };
  } finally {
    await client.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [url, n] = process.argv.slice(2);
  if (!url) {
    console.error('usage: node bench/generate-applications.ts <DATABASE_URL> [count=1000000]');
    process.exit(2);
  }
  const { ms } = await generateApplications(url, Number(n ?? 1_000_000), { log: console.log });
  console.log(`done in ${(ms / 1000).toFixed(1)} s`);
}
