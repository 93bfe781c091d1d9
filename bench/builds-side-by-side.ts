// Two builds of the server, loaded at the same time: how much CPU a request one takes of the
// other's. Not part of `npm run bench` (it needs two builds); a change to a hot path is measured
// with it before it lands (ADR 028, ninth pass). On a shared machine a figure measured after
// another drifts by more than most changes save; two servers under load at once share whatever
// the neighbours do.
//
//   cp apps/server/dist/server.js apps/server/dist/before.js   # the build before the change
//   npm run build                                                 # the build after it
//   node bench/builds-side-by-side.ts apps/server/dist/before.js apps/server/dist/server.js offers
//
// A build is a bundle that loads its packages from node_modules, so a copy stays beside the
// original (dist/ is not committed) to find them.
//
// Each build gets its own database and data directory, the same signed-in customer and the same
// requests, with half the connections each: BENCH_AB_PAIRS pairs of new servers (every other pair
// starts the build after first), each loaded in BENCH_AB_ROUNDS rounds of BENCH_AB_SECONDS (every
// other round starts the other's load first). The median of all rounds' ratios (after / before,
// CPU per request from /proc) is printed with its range. The same file twice reads the noise.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  cpuMsOf,
  fmt,
  median,
  postgresAvailable,
  repoRoot,
  scratchDatabase,
  secrets,
  signInWithProfile,
  startServer,
  type RunningServer,
  type ScratchDatabase,
} from './lib.ts';

const PAIRS = Number(process.env.BENCH_AB_PAIRS ?? 6);
const ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 2);
const SECONDS = Number(process.env.BENCH_AB_SECONDS ?? 5);
const CONNECTIONS = 5;

const [before, after, route = 'offers'] = process.argv.slice(2);
if (!before || !after || !['offers', 'cards'].includes(route)) {
  console.log('usage: node bench/builds-side-by-side.ts <before.js> <after.js> [offers|cards]');
  process.exit(2);
}
for (const file of [before, after]) readFileSync(path.resolve(repoRoot, file)); // fails early, naming it
if (!(await postgresAvailable())) {
  console.log('not measured: PostgreSQL is not reachable (set TEST_DATABASE_URL)');
  process.exit(0);
}

interface Side {
  server: RunningServer;
  database: ScratchDatabase;
  url: string;
  headers: Record<string, string>;
}

/** One build on its own database, with a signed-in customer whose profile is complete. */
async function startSide(entry: string): Promise<Side> {
  const database = await scratchDatabase('cl_bench_ab');
  const server = await startServer(
    { ...secrets(), DATABASE_URL: database.url, RUN_WORKERS: 'false', WEB_DIST_DIR: '/nonexistent' },
    { entry: path.resolve(repoRoot, entry) },
  ).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  if (route === 'cards') {
    return { server, database, url: `${server.baseUrl}/api/get-credit-cards-data`, headers: {} };
  }
  const customer = await signInWithProfile(server, '9876500001');
  return {
    server,
    database,
    url: `${server.baseUrl}/api/offers?product=personal`,
    headers: { cookie: customer.cookie },
  };
}

/** CPU us a request and req/s of one side over one round. */
async function load(side: Side): Promise<{ cpuUs: number; rps: number; bad: number }> {
  const cpu0 = cpuMsOf(side.server.pid);
  const result = await autocannon({
    url: side.url,
    headers: side.headers,
    duration: SECONDS,
    connections: CONNECTIONS,
  });
  const cpuUs = ((cpuMsOf(side.server.pid) - cpu0) * 1000) / result.requests.total;
  return { cpuUs, rps: result.requests.average, bad: result.non2xx + result.errors + result.timeouts };
}

/** Stops both sides and drops their databases. */
async function stopAll(sides: Side[]): Promise<void> {
  for (const side of sides.splice(0)) {
    await side.server.stop();
    await side.database.drop();
  }
}

console.log(
  `${route}: ${after} against ${before}, loaded at once (${String(CONNECTIONS)} connections each; ${String(PAIRS)} pairs of servers, ${String(ROUNDS)} rounds of ${String(SECONDS)} s each)`,
);
const sides: Side[] = [];
const ratios: number[] = [];
try {
  // Two processes of one build differed by up to 14% a request, steadily over a minute, whichever
  // was started first (JIT and heap placement; the machine's neighbours): so each pair of servers
  // is new, and every other pair starts the build after first.
  for (let pair = 0; pair < PAIRS; pair++) {
    const afterFirst = pair % 2 === 1;
    for (const entry of afterFirst ? [after, before] : [before, after]) sides.push(await startSide(entry));
    const [first, second] = sides as [Side, Side];
    const [old, next] = afterFirst ? [second, first] : [first, second];
    const warm = (side: Side) =>
      autocannon({ url: side.url, headers: side.headers, duration: 1, connections: CONNECTIONS });
    await Promise.all([warm(old), warm(next)]);
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] =
        round % 2 === 0
          ? await Promise.all([load(old), load(next)])
          : await Promise.all([load(next), load(old)]).then(([n, o]) => [o, n] as const);
      if (a.bad + b.bad > 0) throw new Error(`${String(a.bad + b.bad)} bad answers in a round`);
      ratios.push(b.cpuUs / a.cpuUs);
      console.log(
        `  pair ${String(pair + 1)} (${afterFirst ? 'after' : 'before'} started first), round ${String(round + 1)}: before ${fmt(a.cpuUs)} us ${fmt(a.rps)} req/s | after ${fmt(b.cpuUs)} us ${fmt(b.rps)} req/s | ${(b.cpuUs / a.cpuUs).toFixed(3)}x`,
      );
    }
    await stopAll(sides);
  }
  console.log(
    `  after / before, CPU a request: ${median(ratios).toFixed(3)}x (rounds ${Math.min(...ratios).toFixed(3)}-${Math.max(...ratios).toFixed(3)})`,
  );
} finally {
  await stopAll(sides);
}
