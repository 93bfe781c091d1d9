// API throughput on real PostgreSQL (a fresh database): offers for a signed-in customer with a
// complete profile (beside a raw-pg server running the same statements), OTP send (limits raised),
// the public credit-card list and the cost of LOG_LEVEL=info, each against a bare Fastify
// hello-world measured in the same run, by throughput and by CPU per request (app + its PostgreSQL
// backends). autocannon, 10 connections, no pipelining.
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import {
  cpuMsOf,
  fmt,
  postgresAvailable,
  databaseBackendsCpuMs,
  scratchDatabase,
  secrets,
  signIn,
  startServer,
} from './lib.ts';

const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 10);
const CONNECTIONS = 10;

const PROFILE = {
  form: 'personal',
  first_name: 'Asha',
  last_name: 'Verma',
  email: 'bench@example.in',
  birth_date: '15/08/1992',
  pan: 'ABCPV1234K',
  gender: 2,
  postal_code: '560034',
  address1: 'Flat 4B, Sector-12',
  address2: '',
  residence_type: 2,
  monthly_rent: 12000,
  educational_level: 3,
  employment_status_code: 1,
  monthly_income: 85000,
  salary_mode: 1,
  employer_name: 'Infosys',
  officepincode: '560100',
  emi: 0,
  desired_loan_amount: 200000,
  consent_data_processing: true,
  allow_sms: 0,
  allow_emails: 0,
};

interface Measured {
  result: Result;
  /** CPU µs per request of the measured process, and of PostgreSQL, from /proc. */
  cpuUs: number;
  pgCpuUs: number;
}

/**
 * Measures one call under load. `databaseUrl`: the database the server uses; PostgreSQL CPU is
 * read from that database's backends only (neighbours' PostgreSQL work on this shared machine is
 * not ours). A backend that connects during the run counts whole; one that leaves is not read.
 */
async function measure(options: Options, pid: number, databaseUrl?: string): Promise<Measured> {
  await autocannon({ ...options, duration: 1, connections: CONNECTIONS, pipelining: 1 }); // warm-up
  const cpu0 = cpuMsOf(pid);
  const pg0 = databaseUrl ? await databaseBackendsCpuMs(databaseUrl) : new Map<number, number>();
  const result = await autocannon({
    ...options,
    duration: DURATION_S,
    connections: CONNECTIONS,
    pipelining: 1,
  });
  const cpu1 = cpuMsOf(pid);
  const pg1 = databaseUrl ? await databaseBackendsCpuMs(databaseUrl) : new Map<number, number>();
  let pgMs = 0;
  for (const [backend, ms] of pg1) pgMs += ms - (pg0.get(backend) ?? 0);
  const requests = Math.max(1, result.requests.total);
  return {
    result,
    cpuUs: ((cpu1 - cpu0) * 1000) / requests,
    pgCpuUs: (pgMs * 1000) / requests,
  };
}

/** A reference server in its own process (hello-world, raw pg), like the app's. */
async function startReference(
  file: string,
  env: Record<string, string> = {},
): Promise<{ url: string; pid: number; stop: () => void }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, file)], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => {
      resolve(chunk.toString().trim());
    });
    child.once('exit', (code) => {
      reject(new Error(`${file} exited ${String(code)}`));
    });
  });
  return { url, pid: child.pid ?? 0, stop: () => child.kill('SIGTERM') };
}

/** CPU µs per request of the process and of PostgreSQL together: what a request costs the machine. */
const cpuOf = (m: Measured) => m.cpuUs + Math.max(0, m.pgCpuUs);

/**
 * One figure with its same-run reference: the throughput ratio (req/s over the reference's req/s)
 * and the CPU ratio (the reference's CPU per request over this one's, app and PostgreSQL), which
 * holds steadier than req/s when neighbours load the machine.
 */
const line = (name: string, m: Measured, reference: Measured | null, referenceName = 'hello') => {
  const r = m.result;
  const ratio = reference
    ? ` | ${(r.requests.average / reference.result.requests.average).toFixed(3)}x of ${referenceName} (CPU ${(cpuOf(reference) / cpuOf(m)).toFixed(3)}x)`
    : ' | reference';
  const bad = r.non2xx + r.errors + r.timeouts;
  return `  ${name.padEnd(34)} ${fmt(r.requests.average).padStart(7)} req/s | p50 ${fmt(r.latency.p50, 1).padStart(6)} ms | p99 ${fmt(r.latency.p99, 1).padStart(6)} ms | CPU ${fmt(m.cpuUs).padStart(5)} µs + PG ${fmt(m.pgCpuUs).padStart(5)} µs/req${ratio}${bad ? ` | ${bad} non-2xx/errors` : ''}`;
};

console.log(
  `API (autocannon, ${CONNECTIONS} connections, no pipelining, ${DURATION_S} s each; server on PostgreSQL, LOG_LEVEL=warn)`,
);
if (!(await postgresAvailable())) {
  console.log('  not measured: PostgreSQL is not reachable (set TEST_DATABASE_URL)');
  process.exit(0);
}

const hello = await startReference('hello-server.ts');
const reference = await measure({ url: hello.url }, hello.pid);
hello.stop();
console.log(line('bare Fastify hello-world', reference, null));

const database = await scratchDatabase('cl_bench_api');
const server = await startServer({
  ...secrets(),
  DATABASE_URL: database.url,
  RUN_WORKERS: 'false',
  WEB_DIST_DIR: '/nonexistent',
  TRUST_PROXY: 'true',
  OTP_RESEND_SECONDS: '0',
  OTP_SENDS_PER_DESTINATION_PER_HOUR: '100',
  OTP_SENDS_PER_IP_PER_HOUR: '10000',
  OTP_VERIFIES_PER_IP_PER_HOUR: '10000',
});
try {
  const customer = await signIn(server, '9876500001');
  const saved = await fetch(`${server.baseUrl}/api/user/${customer.userId}/profile`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: customer.cookie, 'x-csrf-token': customer.csrf },
    body: JSON.stringify(PROFILE),
  });
  if (saved.status !== 200) throw new Error(`profile ${saved.status}: ${await saved.text()}`);

  const offers = await measure(
    { url: `${server.baseUrl}/api/offers?product=personal`, headers: { cookie: customer.cookie } },
    server.pid,
    database.url,
  );
  console.log(line('GET /api/offers (signed in)', offers, reference));
  const raw = await startReference('offers-reference-server.ts', { DATABASE_URL: database.url });
  try {
    const rawOffers = await measure(
      { url: `${raw.url}/api/offers?product=personal`, headers: { cookie: customer.cookie } },
      raw.pid,
      database.url,
    );
    console.log(line('  raw pg, the same statements', rawOffers, reference));
    console.log(line('  offers against raw pg', offers, rawOffers, 'raw pg'));
  } finally {
    raw.stop();
  }

  let n = 0;
  const otp = await measure(
    {
      url: server.baseUrl,
      requests: [
        {
          method: 'POST',
          path: '/api/auth/otp/send',
          setupRequest: (request) => {
            n += 1;
            // A new number and client address each time: the send limits are per number and per IP.
            const phone = `9${String(100_000_000 + ((n * 7919) % 899_999_999)).padStart(9, '0')}`;
            return {
              ...request,
              headers: {
                'content-type': 'application/json',
                'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
              },
              body: JSON.stringify({ channel: 'mobile', value: phone }),
            };
          },
        },
      ],
    },
    server.pid,
    database.url,
  );
  console.log(line('POST /api/auth/otp/send', otp, reference));

  // As a browser asks for it (every browser sends Accept-Encoding: gzip), and without gzip.
  const cards = await measure(
    {
      url: `${server.baseUrl}/api/get-credit-cards-data`,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    },
    server.pid,
    database.url,
  );
  console.log(line('GET /api/get-credit-cards-data', cards, reference));
  const cardsPlain = await measure(
    { url: `${server.baseUrl}/api/get-credit-cards-data` },
    server.pid,
    database.url,
  );
  console.log(line('  the same, no Accept-Encoding', cardsPlain, reference));

  // The default log level: the same cheap, logged request (the public card list, plain: a probe
  // that answers well leaves no line, lib/logger.ts) on two fresh servers alike but for LOG_LEVEL
  // (warn, info, warn, info: neighbours' load drifts), each warmed the same way.
  const logged: Record<'warn' | 'info', Measured[]> = { warn: [], info: [] };
  for (const level of ['warn', 'info', 'warn', 'info'] as const) {
    const fresh = await startServer({
      ...secrets(),
      DATABASE_URL: database.url,
      RUN_WORKERS: 'false',
      WEB_DIST_DIR: '/nonexistent',
      LOG_LEVEL: level,
    });
    try {
      logged[level].push(
        await measure({ url: `${fresh.baseUrl}/api/get-credit-cards-data` }, fresh.pid, database.url),
      );
    } finally {
      await fresh.stop();
    }
  }
  const cpuMean = (runs: Measured[]) => runs.reduce((sum, m) => sum + m.cpuUs, 0) / runs.length;
  for (const level of ['warn', 'info'] as const) {
    logged[level].forEach((m, i) => {
      console.log(line(`card list, LOG_LEVEL=${level} #${String(i + 1)}`, m, reference));
    });
  }
  const quiet = cpuMean(logged.warn);
  const costPercent = ((cpuMean(logged.info) - quiet) / quiet) * 100;
  console.log(
    `  ${'  info costs, CPU per request'.padEnd(34)} ${costPercent >= 0 ? '+' : ''}${fmt(costPercent)}% (mean of two runs each)`,
  );
} finally {
  await server.stop();
  await database.drop();
}
