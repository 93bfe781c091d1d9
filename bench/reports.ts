// Admin reports over 1,000,000 generated applications in PostgreSQL (a fresh database): each
// report endpoint for the default range (last 30 days) and a whole year, median of 5 calls, with
// /api/ready on the same server as the reference. Slow ones get their plan from EXPLAIN ANALYZE.
// Then the write path: what the triggers keeping the daily summaries current (migration 0012,
// docs/decisions/029) add to one application insert and to a 5,000-row status update.
import pg from 'pg';
import { generateApplications } from './generate-applications.ts';
import { fmt, postgresAvailable, scratchDatabase, secrets, startServer } from './lib.ts';

const COUNT = Number(process.env.BENCH_APPLICATIONS ?? 1_000_000);
const SLOW_MS = 1_000;
const REPORTS = [
  '/api/admin/dashboard',
  '/api/admin/reports/internal',
  '/api/admin/reports/products',
  '/api/admin/reports/vendors-products',
  '/api/admin/reports/customers-journey',
];

const median = (runs: number[]) => [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)] ?? 0;

const day = (offset: number) =>
  new Date(Date.now() + 5.5 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);

console.log(`Admin reports over ${COUNT.toLocaleString('en-US')} applications (PostgreSQL, median of 5)`);
if (!(await postgresAvailable())) {
  console.log('  not measured: PostgreSQL is not reachable (set TEST_DATABASE_URL)');
  process.exit(0);
}

const database = await scratchDatabase('cl_bench_reports');
const password = 'bench admin password 1';
const server = await startServer({
  ...secrets(),
  DATABASE_URL: database.url,
  RUN_WORKERS: 'false',
  WEB_DIST_DIR: '/nonexistent',
  ADMIN_EMAIL: 'bench-admin@credilink.in',
  ADMIN_PASSWORD: password,
});
try {
  const generated = await generateApplications(database.url, COUNT);
  console.log(`  generated in ${fmt(generated.ms / 1000, 1)} s (INSERT ... SELECT generate_series)`);
  const login = await fetch(`${server.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench-admin@credilink.in', password }),
  });
  const { token } = (await login.json()) as { token?: string };
  if (!token) throw new Error(`admin login ${login.status}`);
  const time = async (url: string) => {
    const runs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const res = await fetch(`${server.baseUrl}${url}`, { headers: { authorization: `Bearer ${token}` } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
      runs.push(performance.now() - t0);
    }
    return median(runs);
  };
  const reference = await time('/api/ready');
  console.log(`  ${'GET /api/ready'.padEnd(44)} ${fmt(reference, 1).padStart(8)} ms | reference`);
  const slow: string[] = [];
  for (const report of REPORTS) {
    for (const [label, query] of [
      ['30 days', ''],
      ['365 days', `?preset=custom_range&from=${day(-365)}&to=${day(0)}`],
    ] as const) {
      const ms = await time(`${report}${query}`);
      console.log(
        `  ${`${report} (${label})`.padEnd(44)} ${fmt(ms, 1).padStart(8)} ms | ${fmt(ms / reference, 0)}x`,
      );
      if (ms > SLOW_MS) slow.push(`${report} (${label})`);
    }
  }
  const exported = await time(`/api/admin/reports/internal?format=csv`);
  console.log(
    `  ${'internal report as CSV (30 days, ≤100k rows)'.padEnd(44)} ${fmt(exported, 1).padStart(8)} ms | ${fmt(exported / reference, 0)}x`,
  );

  // Plans of the queries behind the slowest reports (the same SQL the routes build).
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const from = `'${day(-365)}T00:00:00+05:30'`;
    const plans: [string, string][] = [
      [
        'dashboard per day (365 days)',
        `select count(*) from applications where created_at >= ${from} group by date_part('day', created_at - '2000-01-01 00:00+05:30'::timestamptz)`,
      ],
      [
        'dashboard by status, lender, partner (365 days)',
        `select count(*), sum(disbursed_amount) from applications where created_at >= ${from} group by grouping sets ((status), (lender_id), (partner_id))`,
      ],
      [
        'dashboard per lender from the lender summary (365 days)',
        `select lender_id, sum(applications), sum(disbursed_amount), sum(n_created), sum(n_submitted), sum(n_in_review), sum(n_approved), sum(n_disbursed), sum(n_rejected), sum(n_expired) from application_day_lender_totals where day >= application_summary_day(${from}) group by lender_id`,
      ],
      [
        'the same, with days and totals as grouping sets (365 days)',
        `select lender_id, day, sum(applications), sum(disbursed_amount), sum(n_created), sum(n_submitted), sum(n_in_review), sum(n_approved), sum(n_disbursed), sum(n_rejected), sum(n_expired) from application_day_lender_totals where day >= application_summary_day(${from}) group by grouping sets ((day), (lender_id), ())`,
      ],
      [
        'internal report page (365 days)',
        `select a.*, l.name, p.display_name from applications a join lenders l on l.id = a.lender_id left join partners p on p.id = a.partner_id where a.created_at >= ${from} order by a.created_at desc, a.id desc limit 50`,
      ],
      ['internal report total (365 days)', `select count(*) from applications where created_at >= ${from}`],
      [
        'customers journey: count(distinct) applicants, the query before ADR 029 (365 days)',
        `select count(distinct user_id) from applications where created_at >= ${from}`,
      ],
    ];
    if (slow.length > 0) console.log(`  slow (> ${SLOW_MS} ms): ${slow.join(', ')}`);
    for (const [name, sql] of plans) {
      const result = await client.query<{ 'QUERY PLAN': string }>(
        `explain (analyze, costs off, timing off, summary on) ${sql}`,
      );
      const lines = result.rows.map((r) => r['QUERY PLAN']);
      const nodes = lines.filter((l) => /Scan|Sort |Aggregate|Sort Method/.test(l)).slice(0, 3);
      const top = [...nodes, ...lines.filter((l) => l.startsWith('Execution Time'))].map((l) => l.trim());
      console.log(`  plan: ${name}: ${top.join(' / ')}`);
    }
    await writeCost(client);
  } finally {
    await client.end();
  }
} finally {
  await server.stop();
  await database.drop();
}

/**
 * The summaries' upkeep on the write path: one application inserted (its own transaction), and a
 * 5,000-row status update as an upload chunk writes it (rolled back), each with the summary
 * triggers on and off in turns on the same table; medians.
 */
async function writeCost(client: pg.Client) {
  const triggers = async (on: boolean) =>
    client.query(`alter table applications ${on ? 'enable' : 'disable'} trigger user`);
  const { rows } = await client.query<{ id: string; lender_id: number; user_id: number }>(
    'select min(id)::text as id, min(lender_id) as lender_id, min(user_id) as user_id from applications',
  );
  const first = Number(rows[0]?.id ?? 1);
  let key = 0;
  const insertOne = async () => {
    const t0 = performance.now();
    await client.query(
      `insert into applications (user_id, lender_id, product, amount, status, handoff, idempotency_key, offer_snapshot)
       values ($1, $2, 'personal', 100000, 'created', 'redirect', $3, '{}')`,
      [rows[0]?.user_id, rows[0]?.lender_id, `bench-write-${String(key++)}`],
    );
    return performance.now() - t0;
  };
  const updateChunk = async (round: number) => {
    const low = first + (round % 50) * 5_000;
    await client.query('begin');
    const t0 = performance.now();
    await client.query(
      `update applications a set status = v.status, updated_at = now()
         from unnest($1::bigint[], $2::varchar[]) as v (id, status) where a.id = v.id`,
      [
        Array.from({ length: 5_000 }, (_, i) => low + i),
        Array.from({ length: 5_000 }, (_, i) => (i % 2 === 0 ? 'approved' : 'rejected')),
      ],
    );
    const ms = performance.now() - t0;
    await client.query('rollback');
    return ms;
  };
  const runs = {
    insertOn: [] as number[],
    insertOff: [] as number[],
    updateOn: [] as number[],
    updateOff: [] as number[],
  };
  try {
    for (let round = 0; round < 9; round++) {
      for (const on of [true, false]) {
        await triggers(on);
        for (let i = 0; i < 20; i++) (on ? runs.insertOn : runs.insertOff).push(await insertOne());
        (on ? runs.updateOn : runs.updateOff).push(await updateChunk(round * 2 + (on ? 0 : 1)));
      }
    }
  } finally {
    await triggers(true);
  }
  const line = (label: string, on: number[], off: number[]) => {
    const [withMs, withoutMs] = [median(on), median(off)];
    console.log(
      `  ${label.padEnd(44)} ${fmt(withMs, 2).padStart(8)} ms | without summaries ${fmt(withoutMs, 2)} ms (+${fmt(withMs - withoutMs, 2)} ms, ${fmt((withMs / withoutMs - 1) * 100, 0)}%)`,
    );
  };
  line('write: one application insert', runs.insertOn, runs.insertOff);
  line('write: 5,000-row status update', runs.updateOn, runs.updateOff);
}
