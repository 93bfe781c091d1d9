// API throughput on real PostgreSQL (a fresh database): offers for a signed-in customer with a
// complete profile (beside a raw-pg server running the same statements), OTP send (limits raised),
// the public credit-card list (also beside bare Fastify sending its gzipped bytes) and the cost of
// LOG_LEVEL=info, each against a bare Fastify hello-world measured in the same run, by throughput
// and by CPU per request (app + its PostgreSQL backends). autocannon, 10 connections, no
// pipelining.
//
// On a shared machine one reference measured at the start drifted from what came a minute later
// (the card list read 0.48x to 0.74x of it in whole runs of the same build). So every figure is
// measured in ROUNDS rounds, each beside its reference measured next to it, and the median of the
// rounds' ratios is printed with their range.
import { spawn } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import {
  cpuMsOf,
  fmt,
  median,
  postgresAvailable,
  databaseBackendsCpuMs,
  scratchDatabase,
  secrets,
  signInWithProfile,
  startServer,
} from './lib.ts';

const DURATION_S = Number(process.env.BENCH_API_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 3);
const CONNECTIONS = 10;

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
async function measure(
  options: Options,
  pid: number,
  databaseUrl?: string,
  connections = CONNECTIONS,
): Promise<Measured> {
  await autocannon({ ...options, duration: 1, connections, pipelining: 1 }); // warm-up
  const cpu0 = cpuMsOf(pid);
  const pg0 = databaseUrl ? await databaseBackendsCpuMs(databaseUrl) : new Map<number, number>();
  const result = await autocannon({
    ...options,
    duration: DURATION_S,
    connections,
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

/** The body of a GET as sent, not decompressed (fetch would undo the gzip). */
function rawBody(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode === 200) resolve(Buffer.concat(chunks));
        else reject(new Error(`${url}: ${String(response.statusCode)}`));
      });
    }).on('error', reject);
  });
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
  const stop = () => child.kill('SIGTERM');
  process.once('exit', stop); // also when a later step throws: a reference never outlives the run
  return { url, pid: child.pid ?? 0, stop };
}

/** CPU µs per request of the process and of PostgreSQL together: what a request costs the machine. */
const cpuOf = (m: Measured) => m.cpuUs + Math.max(0, m.pgCpuUs);

/** "0.612x" for one round, "0.612x (0.571-0.640)" for several: the median and the range. */
const spread = (ratios: number[]) =>
  ratios.length === 1
    ? `${(ratios[0] ?? 0).toFixed(3)}x`
    : `${median(ratios).toFixed(3)}x (${Math.min(...ratios).toFixed(3)}-${Math.max(...ratios).toFixed(3)})`;

/**
 * One figure over its rounds, with the reference measured beside it in each round: the median
 * throughput and CPU per request, the worst p99, and the median of the rounds' ratios by
 * throughput (req/s over the reference's) and by CPU (the reference's CPU per request, app and
 * PostgreSQL, over this one's), which holds steadier than req/s when neighbours load the machine.
 */
const line = (name: string, runs: Measured[], references: Measured[] | null, referenceName = 'hello') => {
  const ratio = references
    ? ` | ${spread(runs.map((m, i) => m.result.requests.average / (references[i]?.result.requests.average ?? NaN)))} of ${referenceName} (CPU ${spread(runs.map((m, i) => cpuOf(references[i] ?? m) / cpuOf(m)))})`
    : '';
  const bad = runs.reduce((sum, m) => sum + m.result.non2xx + m.result.errors + m.result.timeouts, 0);
  const reqs = median(runs.map((m) => m.result.requests.average));
  const p50 = median(runs.map((m) => m.result.latency.p50));
  const p99 = Math.max(...runs.map((m) => m.result.latency.p99));
  const cpu = median(runs.map((m) => m.cpuUs));
  const pgCpu = median(runs.map((m) => m.pgCpuUs));
  return `  ${name.padEnd(34)} ${fmt(reqs).padStart(7)} req/s | p50 ${fmt(p50, 1).padStart(6)} ms | p99 ${fmt(p99, 1).padStart(6)} ms | CPU ${fmt(cpu).padStart(5)} µs + PG ${fmt(pgCpu).padStart(5)} µs/req${ratio}${bad ? ` | ${bad} non-2xx/errors` : ''}`;
};

console.log(
  `API (autocannon, ${CONNECTIONS} connections, no pipelining, ${ROUNDS} rounds of ${DURATION_S} s each, every figure beside its reference in each round; median, worst p99; server on PostgreSQL, LOG_LEVEL=warn)`,
);
if (!(await postgresAvailable())) {
  console.log('  not measured: PostgreSQL is not reachable (set TEST_DATABASE_URL)');
  process.exit(0);
}

const hello = await startReference('hello-server.ts');
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
let raw: Awaited<ReturnType<typeof startReference>> | undefined;
let sameBytes: Awaited<ReturnType<typeof startReference>> | undefined;
const gzippedFile = path.join(tmpdir(), `cl-bench-cards-${String(process.pid)}.json.gz`);
try {
  const customer = await signInWithProfile(server, '9876500001');
  const offersUrl = `${server.baseUrl}/api/offers?product=personal`;
  // The raw-pg reference stores the impression the app last stored, and sends the answer the app
  // sent: one view first, plain (autocannon asks for no compression either).
  const first = await fetch(offersUrl, {
    headers: { cookie: customer.cookie, 'accept-encoding': 'identity' },
  });
  const answer = await first.text();
  if (first.status !== 200) throw new Error(`offers ${first.status}: ${answer}`);
  raw = await startReference('offers-reference-server.ts', {
    DATABASE_URL: database.url,
    OFFERS_ANSWER: answer,
  });
  const rawServer = raw;

  let n = 0;
  const otpOptions: Options = {
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
  };
  const cardsUrl = `${server.baseUrl}/api/get-credit-cards-data`;
  // Bare Fastify sending the card list's gzipped answer: the loopback's cost of those bytes (some
  // 2.9 KB against hello-world's 17) is then on both sides, and what is left is the app's own.
  const gzipped = await rawBody(cardsUrl, { 'accept-encoding': 'gzip, deflate, br' });
  await writeFile(gzippedFile, gzipped);
  sameBytes = await startReference('hello-server.ts', { ANSWER_FILE: gzippedFile, ANSWER_ENCODING: 'gzip' });
  const sameBytesServer = sameBytes;

  const steps = {
    hello: () => measure({ url: hello.url }, hello.pid),
    offers: () => measure({ url: offersUrl, headers: { cookie: customer.cookie } }, server.pid, database.url),
    raw: () =>
      measure(
        { url: `${rawServer.url}/api/offers?product=personal`, headers: { cookie: customer.cookie } },
        rawServer.pid,
        database.url,
      ),
    otp: () => measure(otpOptions, server.pid, database.url),
    // As a browser asks for it (every browser sends Accept-Encoding: gzip), and without gzip.
    cards: () =>
      measure(
        { url: cardsUrl, headers: { 'accept-encoding': 'gzip, deflate, br' } },
        server.pid,
        database.url,
      ),
    cardsPlain: () => measure({ url: cardsUrl }, server.pid, database.url),
    cardsBytes: () =>
      measure(
        { url: sameBytesServer.url, headers: { 'accept-encoding': 'gzip, deflate, br' } },
        sameBytesServer.pid,
      ),
  } satisfies Record<string, () => Promise<Measured>>;
  type Step = keyof typeof steps;
  const runs = Object.fromEntries(Object.keys(steps).map((step) => [step, []])) as unknown as Record<
    Step,
    Measured[]
  >;
  for (let round = 0; round < ROUNDS; round++) {
    // Each figure next to its reference; every other round in the other order, so a drift in the
    // machine's load during a round weighs on both sides alike.
    const order: Step[] = ['offers', 'raw', 'hello', 'cards', 'cardsBytes', 'cardsPlain', 'otp'];
    for (const step of round % 2 ? order.reverse() : order) runs[step].push(await steps[step]());
  }
  console.log(line('bare Fastify hello-world (reference)', runs.hello, null));
  console.log(line('GET /api/offers (signed in)', runs.offers, runs.hello));
  console.log(line('  raw pg, the same statements', runs.raw, runs.hello));
  console.log(line('  offers against raw pg', runs.offers, runs.raw, 'raw pg'));
  console.log(line('POST /api/auth/otp/send', runs.otp, runs.hello));
  console.log(line('GET /api/get-credit-cards-data', runs.cards, runs.hello));
  console.log(line('  the same, no Accept-Encoding', runs.cardsPlain, runs.hello));
  console.log(line('  bare Fastify, its gzipped bytes', runs.cardsBytes, runs.hello));
  console.log(line('  card list against those bytes', runs.cards, runs.cardsBytes, 'the same bytes'));

  // The default log level: the same cheap, logged request (the public card list, plain: a probe
  // that answers well leaves no line, lib/logger.ts) on two servers alike but for LOG_LEVEL, loaded
  // at the same time, half the connections each, in every round: whatever the neighbours do weighs
  // on both alike. One after the other, two servers of one build and level read 5% apart and the
  // cost swung from +5% to +20% between runs (ADR 028, eighth pass).
  const levelServers = await Promise.all(
    (['warn', 'info'] as const).map((level) =>
      startServer({
        ...secrets(),
        DATABASE_URL: database.url,
        RUN_WORKERS: 'false',
        WEB_DIST_DIR: '/nonexistent',
        LOG_LEVEL: level,
      }),
    ),
  );
  try {
    const logged: Record<'warn' | 'info', Measured[]> = { warn: [], info: [] };
    for (let round = 0; round < ROUNDS; round++) {
      const [warn, info] = await Promise.all(
        levelServers.map((levelServer) =>
          measure(
            { url: `${levelServer.baseUrl}/api/get-credit-cards-data` },
            levelServer.pid,
            undefined,
            CONNECTIONS / 2,
          ),
        ),
      );
      if (!warn || !info) throw new Error('a level server was not measured');
      logged.warn.push(warn);
      logged.info.push(info);
    }
    console.log(line('card list, LOG_LEVEL=warn', logged.warn, null));
    console.log(line('card list, LOG_LEVEL=info', logged.info, null));
    const costs = logged.info.map((m, i) => (m.cpuUs / (logged.warn[i]?.cpuUs ?? NaN) - 1) * 100);
    const signed = (percent: number) => `${percent >= 0 ? '+' : ''}${fmt(percent)}%`;
    console.log(
      `  ${'  info costs, CPU per request'.padEnd(34)} ${signed(median(costs))} (rounds ${costs.map(signed).join(', ')}; both loaded at once)`,
    );
  } finally {
    await Promise.all(levelServers.map((levelServer) => levelServer.stop()));
  }
} finally {
  raw?.stop();
  sameBytes?.stop();
  await rm(gzippedFile, { force: true });
  hello.stop();
  await server.stop();
  await database.drop();
}
