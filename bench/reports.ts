// Admin reports over 1,000,000 generated applications in PostgreSQL (a fresh database): each
// report endpoint for the default range (last 30 days) and a whole year, median of 5 calls, with
// /api/ready on the same server as the reference. Slow ones get their plan from EXPLAIN ANALYZE.
// Then the write path: what the triggers keeping the daily summaries (migration 0012,
// docs/decisions/029) and the journey summaries (migration 0019, docs/decisions/035) current add
// to one application insert, a 5,000-row status update and one OTP code.
import pg from 'pg';
import { generateApplications } from './generate-applications.ts';
import { cpuMsOf, fmt, median, postgresAvailable, scratchDatabase, secrets, startServer } from './lib.ts';

const COUNT = Number(process.env.BENCH_APPLICATIONS ?? 1_000_000);
const SLOW_MS = 1_000;
const REPORTS = [
  '/api/admin/dashboard',
  '/api/admin/reports/internal',
  '/api/admin/reports/products',
  '/api/admin/reports/vendors-products',
  '/api/admin/reports/customers-journey',
];

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
  const visits = await generateVisits(database.url, COUNT);
  console.log(`  ${visits.rows} OTP codes and offer impressions in ${fmt(visits.ms / 1000, 1)} s`);
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
  // The journey with the page's one filter, a year that does not end today (the summaries'
  // slowest shape), and filters the summaries do not hold (their applicants scan applications).
  for (const [label, query] of [
    ['365 days, gold', `?preset=custom_range&from=${day(-365)}&to=${day(0)}&product=gold`],
    ['365 days to 180 days ago', `?preset=custom_range&from=${day(-545)}&to=${day(-180)}`],
    [
      '365 days, one lender: applicants scanned',
      `?preset=custom_range&from=${day(-365)}&to=${day(0)}&lenderId=1`,
    ],
    [
      '365 days, one partner: applicants scanned',
      `?preset=custom_range&from=${day(-365)}&to=${day(0)}&partnerId=1`,
    ],
  ] as const) {
    const report = '/api/admin/reports/customers-journey';
    const ms = await time(`${report}${query}`);
    console.log(
      `  ${`customers-journey (${label})`.padEnd(44)} ${fmt(ms, 1).padStart(8)} ms | ${fmt(ms / reference, 0)}x`,
    );
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
    const from30 = `'${day(-30)}T00:00:00+05:30'`;
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
        'customers journey: applicants scan, the query before ADR 035 (365 days)',
        `select count(*), count(*) filter (where approved) from (select bool_or(status in ('approved', 'disbursed')) as approved from applications where created_at >= ${from} group by user_id) a`,
      ],
      [
        'customers journey from journey_day_gaps (365 days to today)',
        `select step, sum(case when day = 2147483647 then people else -people end) from journey_day_gaps where step in (1, 2, 3, 4, 5, 6, 7) and ((day = 2147483647 and prev_day >= application_summary_day(${from})) or (day > application_summary_day(now()) and day < 2147483647 and prev_day < application_summary_day(${from}))) group by step`,
      ],
      [
        'customers journey: count(distinct) applicants, the query before ADR 029 (365 days)',
        `select count(distinct user_id) from applications where created_at >= ${from}`,
      ],
      // The reads by status that lost status from their indexes (migration 0021, ADR 036 third
      // pass): a report's scan for a filter the summaries do not hold, a page with a status
      // filter, a partner's approved leads, the ledger's backfill and the redirect-expiry batch.
      [
        'dashboard scan, one lender (30 days)',
        `select count(*), sum(disbursed_amount) from applications where created_at >= ${from30} and lender_id = 1 group by grouping sets ((status), (lender_id), (partner_id))`,
      ],
      [
        'internal report page, status rejected (365 days)',
        `select a.* from applications a where a.created_at >= ${from} and a.status = 'rejected' order by a.created_at desc, a.id desc limit 50`,
      ],
      [
        'internal report total, status rejected (30 days)',
        `select count(*) from applications where created_at >= ${from30} and status = 'rejected'`,
      ],
      [
        "a partner's approved leads (365 days)",
        `select count(*) from applications where partner_id = (select min(id) from partners) and created_at >= ${from} and status in ('approved', 'disbursed')`,
      ],
      [
        'ledger backfill: disbursals with no line',
        `select id from applications a where id > 0 and status = 'disbursed' and disbursed_amount is not null and disbursed_on is not null and not exists (select 1 from revenue_ledger_lines l where l.application_id = a.id) order by id limit 1000`,
      ],
      [
        'redirect-expiry batch',
        // Before migration 0021 the batch read status; the bench may measure an older build.
        (await hasColumn(client, 'redirect_open_since'))
          ? `select * from applications where redirect_open_since <= now() - interval '7 days' order by redirect_open_since limit 200 for update skip locked`
          : `select * from applications where status = 'created' and handoff = 'redirect' and created_at <= now() - interval '7 days' order by created_at limit 200 for update skip locked`,
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

async function hasColumn(client: pg.Client, column: string): Promise<boolean> {
  const { rows } = await client.query(
    "select 1 from information_schema.columns where table_name = 'applications' and column_name = $1",
    [column],
  );
  return rows.length > 0;
}

/**
 * The journey's other steps: an OTP code for every tenth application's customer and an offer
 * impression for every third application, over the same year (the journey summaries' triggers
 * run on both inserts).
 */
async function generateVisits(url: string, applications: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const t0 = performance.now();
  try {
    await client.query(
      `insert into otp_codes (purpose, channel, destination, code_hash, created_at, expires_at)
       select 'customer_login', 'sms', u.mobile_phone_number, repeat('0', 64), t.at, t.at + interval '10 minutes'
         from (select user_id, created_at - interval '5 minutes' as at from applications where id % 10 = 0) t
         join users u on u.id = t.user_id where u.mobile_phone_number is not null`,
    );
    await client.query(
      `insert into offer_impressions (user_id, product, method_version, shown, unmatched, at)
       select user_id, product, 'bench', '[]', '[]', created_at - interval '1 minute'
         from applications where id % 3 = 0`,
    );
    // The inserts only queued the journey's changes (migration 0020); the worker's flush adds them.
    await client.query('select journey_queue_flush()');
    await client.query('vacuum analyze otp_codes, offer_impressions, journey_day_gaps, journey_person_days');
    return { rows: `${fmt(applications / 10, 0)} + ${fmt(applications / 3, 0)}`, ms: performance.now() - t0 };
  } finally {
    await client.end();
  }
}

/**
 * The summaries' upkeep on the write path: one application inserted (its own transaction), and a
 * 5,000-row status update as an upload chunk writes it (rolled back), each with the summary
 * triggers on and off in turns on the same table; medians.
 */
async function writeCost(client: pg.Client) {
  const JOURNEY = [
    'applications_journey_insert',
    'applications_journey_update',
    'applications_journey_delete',
  ];
  // all: both summaries; summaries: the daily ones only (journey triggers off); none.
  type Upkeep = 'all' | 'summaries' | 'none';
  const upkeep = async (state: Upkeep) => {
    await client.query(`alter table applications ${state === 'none' ? 'disable' : 'enable'} trigger user`);
    if (state === 'summaries')
      await client.query(
        `alter table applications ${JOURNEY.map((name) => `disable trigger ${name}`).join(', ')}`,
      );
    await client.query(`alter table otp_codes ${state === 'all' ? 'enable' : 'disable'} trigger user`);
  };
  const { rows } = await client.query<{ id: string; lender_id: number; user_id: number }>(
    'select min(id)::text as id, min(lender_id) as lender_id, min(user_id) as user_id from applications',
  );
  const first = Number(rows[0]?.id ?? 1);
  // The backend's CPU beside the wall time: on a shared machine the wall time swings with the load.
  const pids = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  const backend = pids.rows[0]?.pid ?? 0;
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
  const insertOtp = async () => {
    const t0 = performance.now();
    await client.query(
      `insert into otp_codes (purpose, channel, destination, code_hash, expires_at)
       values ('customer_login', 'sms', $1, repeat('0', 64), now() + interval '10 minutes')`,
      [String(7_000_000_000 + key++)],
    );
    return performance.now() - t0;
  };
  const updateChunk = async (round: number) => {
    const low = first + (round % 50) * 5_000;
    await client.query('begin');
    const [t0, cpu0] = [performance.now(), cpuMsOf(backend)];
    await client.query(
      `update applications a set status = v.status, updated_at = now()
         from unnest($1::bigint[], $2::varchar[]) as v (id, status) where a.id = v.id`,
      [
        Array.from({ length: 5_000 }, (_, i) => low + i),
        Array.from({ length: 5_000 }, (_, i) => (i % 2 === 0 ? 'approved' : 'rejected')),
      ],
    );
    const measured = { ms: performance.now() - t0, cpu: cpuMsOf(backend) - cpu0 };
    await client.query('rollback');
    return measured;
  };
  // A status upload's path (ADR 036): summaries deferred, 20,000 rows in two 10,000-row
  // statements, then flushed once (rolled back).
  const uploadPath = async (round: number) => {
    const low = first + 300_000 + (round % 30) * 20_000;
    await client.query('begin');
    const [t0, cpu0] = [performance.now(), cpuMsOf(backend)];
    await client.query('select application_summaries_defer()');
    for (const half of [0, 10_000])
      await client.query(
        `update applications a set status = v.status, updated_at = now()
           from unnest($1::bigint[], $2::varchar[]) as v (id, status) where a.id = v.id`,
        [
          Array.from({ length: 10_000 }, (_, i) => low + half + i),
          Array.from({ length: 10_000 }, (_, i) => (i % 2 === 0 ? 'approved' : 'rejected')),
        ],
      );
    await client.query('select application_summaries_flush()');
    const measured = { ms: performance.now() - t0, cpu: cpuMsOf(backend) - cpu0 };
    // The journey's part is queued (migration 0020): the worker's flush that adds it, timed apart.
    const [t1, cpu1] = [performance.now(), cpuMsOf(backend)];
    await client.query('select journey_queue_flush()');
    const flush = { ms: performance.now() - t1, cpu: cpuMsOf(backend) - cpu1 };
    await client.query('rollback');
    return { ...measured, flush };
  };
  const STATES: Upkeep[] = ['all', 'summaries', 'none'];
  const fresh = () => ({
    insert: [] as number[],
    update: [] as number[],
    updateCpu: [] as number[],
    otp: [] as number[],
    upload: [] as number[],
    uploadCpu: [] as number[],
    flush: [] as number[],
    flushCpu: [] as number[],
  });
  const runs: Record<Upkeep, ReturnType<typeof fresh>> = { all: fresh(), summaries: fresh(), none: fresh() };
  let round = 0;
  try {
    for (let repeat = 0; repeat < 9; repeat++) {
      for (const state of STATES) {
        await upkeep(state);
        for (let i = 0; i < 20; i++) runs[state].insert.push(await insertOne());
        for (let i = 0; i < 20; i++) runs[state].otp.push(await insertOtp());
        const update = await updateChunk(round);
        runs[state].update.push(update.ms);
        runs[state].updateCpu.push(update.cpu);
        if (repeat < 5) {
          const upload = await uploadPath(round);
          runs[state].upload.push(upload.ms);
          runs[state].uploadCpu.push(upload.cpu);
          runs[state].flush.push(upload.flush.ms);
          runs[state].flushCpu.push(upload.flush.cpu);
        }
        round++;
      }
    }
  } finally {
    await upkeep('all');
  }
  const line = (label: string, pick: (r: (typeof runs)['all']) => number[]) => {
    const [all, summaries, none] = STATES.map((state) => median(pick(runs[state])));
    const plus = (a = 0, b = 0) => `+${fmt(a - b, 2)} ms, ${fmt((a / b - 1) * 100, 0)}%`;
    console.log(
      `  ${label.padEnd(44)} ${fmt(all ?? 0, 2).padStart(8)} ms | daily summaries only ${fmt(summaries ?? 0, 2)} ms, neither ${fmt(none ?? 0, 2)} ms (journey ${plus(all, summaries)}; both ${plus(all, none)})`,
    );
  };
  line('write: one application insert', (r) => r.insert);
  line('write: 5,000-row status update', (r) => r.update);
  line('write: 5,000-row status update, PostgreSQL CPU', (r) => r.updateCpu);
  line('write: 20,000-row upload path, deferred', (r) => r.upload);
  line('write: 20,000-row upload path, PostgreSQL CPU', (r) => r.uploadCpu);
  console.log(
    `  ${"write: the worker's flush of that upload's journey".padEnd(44)} ${fmt(median(runs.all.flush), 2).padStart(8)} ms | PostgreSQL CPU ${fmt(median(runs.all.flushCpu), 2)} ms (off the upload's path)`,
  );
  const [otpOn, otpOff] = [median(runs.all.otp), median([...runs.summaries.otp, ...runs.none.otp])];
  console.log(
    `  ${'write: one OTP code insert'.padEnd(44)} ${fmt(otpOn, 2).padStart(8)} ms | journey trigger off ${fmt(otpOff, 2)} ms (+${fmt(otpOn - otpOff, 2)} ms)`,
  );
}
