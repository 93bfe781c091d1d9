import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { applications, ondcOutbox, revenueLedgerLines } from '../../src/db/schema/index.ts';
import { listTransactionMessages } from '../../src/modules/ondc/protocol/message-log.repository.ts';
import { saveParticipant } from '../../src/modules/ondc/protocol/participants.repository.ts';
import { generateSigningKeyPair } from '../../src/modules/ondc/protocol/signing-keys.ts';
import {
  createScratchDatabase,
  ensureServerBuild,
  freePort,
  sharedSecrets,
  startInstance,
  type Instance,
  type ScratchDatabase,
} from './support/cluster.ts';
import { call, customerWithProfile, field, type Credentials } from './support/http.ts';
import { startTestNetwork, type TestNetwork } from './support/ondc-network.ts';

// Issue 17, "Done when": the server killed between `confirm` and `on_confirm` ends with exactly one
// loan and a complete message log. The product runs as a real process (dist/server.js, workers on)
// on PostgreSQL; the simulated network runs in this test process, so the test can SIGKILL the
// server at the moment a lender app receives confirm (before the lender's ACK reaches it) or after
// the ACK was recorded, hold the lender's callbacks while the server is down, restart it on the
// same address and let them go.

const adminUrl = process.env.TEST_DATABASE_URL;

interface Application {
  publicId: string;
  status: string;
  network: { formDue: unknown; waiting: boolean } | null;
  timeline: { status: string }[];
}

/** What a customer types into the simulated lenders' forms (the fields the lender's HTML asks). */
const ANSWERS: Record<string, string> = {
  name: 'Asha Verma',
  phone: '9811122233',
  email: 'asha@example.in',
  amount: '200000',
  aadhaarConsent: 'on',
  ifsc: 'HDFC0001234',
  accountNumber: '123456789012',
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until it gives a value, within a bound (real processes on a shared machine). */
async function until<T>(what: string, read: () => Promise<T | undefined>, timeoutMs = 40_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await read();
    if (value !== undefined) return value;
    await pause(200);
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe.skipIf(!adminUrl)(
  'the server killed between confirm and on_confirm (needs TEST_DATABASE_URL)',
  () => {
    let database: ScratchDatabase | undefined;
    let net: TestNetwork | undefined;
    let handle: DatabaseHandle | undefined;
    let server: Instance | undefined;
    let port = 0;
    let env: Record<string, string> = {};

    beforeAll(async () => {
      if (!adminUrl) return;
      await ensureServerBuild();
      database = await createScratchDatabase(adminUrl, 'cl_ondc_kill');
      port = await freePort();
      const buyerUri = `http://127.0.0.1:${String(port)}/ondc`;
      net = await startTestNetwork(buyerUri);
      env = {
        ...sharedSecrets(),
        DATABASE_URL: database.url,
        DATABASE_POOL_SIZE: '5',
        OTP_RESEND_SECONDS: '0',
        RUN_WORKERS: 'true',
        WORKER_POLL_MS: '50',
        ONDC_SIMULATOR: 'false',
        ONDC_SUBSCRIBER_URI: buyerUri,
        ONDC_SIGNING_PRIVATE_KEY: generateSigningKeyPair().privateKeyBase64,
        ONDC_REGISTRY_URL: net.registryUrl,
        ONDC_GATEWAY_URL: net.gatewayUrl,
      };
      server = await startInstance('ondc-kill', env, { port });
      handle = await openDatabase(
        { kind: 'postgres', url: database.url, poolSize: 2 },
        pino({ level: 'silent' }),
      );
      // The network's lender apps, as an admin lists them (the registry publishes the same keys).
      for (const lender of net.network.lenders) {
        await saveParticipant(handle.db, {
          subscriberId: lender.subscriberId,
          uri: lender.subscriberUri,
          uniqueKeyId: lender.uniqueKeyId,
          signingPublicKey: net.publicKeys().get(lender.subscriberId) ?? '',
          role: 'BPP',
          enabled: true,
        });
      }
    }, 240_000);

    afterAll(async () => {
      await server?.stop();
      await handle?.close();
      await net?.close();
      await database?.drop();
    }, 60_000);

    const live = () => {
      if (!server) throw new Error('no server');
      return server;
    };

    async function kill() {
      const child = live().child;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }

    async function restart() {
      await live().stop();
      server = await startInstance('ondc-kill-restarted', env, { port });
    }

    const get = (credentials: Credentials, url: string) => call(live().baseUrl, 'GET', url, { credentials });
    const post = (credentials: Credentials, url: string, body: unknown) =>
      call(live().baseUrl, 'POST', url, { credentials, body });

    async function application(credentials: Credentials, publicId: string) {
      const list = field((await get(credentials, '/api/applications')).body, 'data') as Application[];
      return list.find((a) => a.publicId === publicId);
    }

    /** Answers every field the lender's form asks, from ANSWERS. */
    async function answerForm(credentials: Credentials, path: string) {
      const form = await get(credentials, path);
      expect(form.status).toBe(200);
      const fields = field(form.body, 'data', 'fields') as { name: string }[];
      const answers = Object.fromEntries(fields.map((f) => [f.name, ANSWERS[f.name] ?? 'x']));
      const sent = await post(credentials, path, { answers });
      expect(sent.status).toBe(200);
    }

    /** A new customer's network loan with Kosh, up to the last lender form (confirm comes next). */
    async function loanUpToConfirm(phone: string) {
      const { credentials, userId } = await customerWithProfile(live(), phone, `c${phone}@example.in`);
      const offers = () =>
        get(credentials, '/api/offers?product=personal').then(
          (r) =>
            field(r.body, 'data') as {
              offers: { kfsVersion: string; network?: { offerId: number } }[];
              unmatched: { name: string; network?: { offerId: number; state: string } }[];
            },
        );
      const offerId = await until('a form from Kosh', async () => {
        const entry = (await offers()).unmatched.find((u) => /Kosh/.test(u.name));
        return entry?.network?.state === 'form_due' ? entry.network.offerId : undefined;
      });
      await answerForm(credentials, `/api/offers/network/${String(offerId)}/form`);
      const offer = await until('the offer after the form', async () =>
        (await offers()).offers.find((o) => o.network?.offerId === offerId),
      );
      const applied = await post(credentials, `/api/offers/network/${String(offerId)}/apply`, {
        kfs_version: offer.kfsVersion,
        idempotency_key: `kill-${phone}`,
      });
      expect(applied.status).toBe(200);
      const publicId = field(applied.body, 'data', 'publicId') as string;
      // KYC, then the e-mandate: each answered when the lender asks for it.
      for (const form of ['kyc', 'e-mandate']) {
        await until(`the ${form} form`, async () =>
          (await application(credentials, publicId))?.network?.formDue ? true : undefined,
        );
        await answerForm(credentials, `/api/applications/${publicId}/lender-form`);
      }
      return { credentials, userId, publicId };
    }

    /** One loan, one approval and one disbursal on the timeline, each step and message once. */
    async function expectOneLoan(userId: number, publicId: string, confirmAttempts: number) {
      const db = handle?.db;
      if (!db) throw new Error('no database');
      const loans = await db.select().from(applications).where(eq(applications.userId, userId));
      expect(loans.map((l) => l.publicId)).toEqual([publicId]);
      const loanId = loans[0]?.id ?? 0;
      const steps = await db
        .select()
        .from(ondcOutbox)
        .where(and(eq(ondcOutbox.applicationId, loanId), inArray(ondcOutbox.action, ['init', 'confirm'])))
        .orderBy(ondcOutbox.id);
      expect(steps.map((s) => [s.action, s.status, s.attempts])).toEqual([
        ['init', 'sent', 1],
        ['confirm', 'sent', confirmAttempts],
      ]);
      const messages = await listTransactionMessages(db, steps[0]?.transactionId ?? '');
      const count = (action: string) => messages.filter((m) => m.action === action).length;
      expect([count('init'), count('on_init'), count('confirm'), count('on_confirm')]).toEqual([1, 1, 1, 1]);
      expect(count('on_update')).toBeGreaterThanOrEqual(1);
      expect(messages.filter((m) => m.direction === 'in').every((m) => m.verified)).toBe(true);
      const confirmAt = messages.findIndex((m) => m.action === 'confirm');
      expect(messages.findIndex((m) => m.action === 'on_confirm')).toBeGreaterThan(confirmAt);
      const lines = await db
        .select()
        .from(revenueLedgerLines)
        .where(eq(revenueLedgerLines.applicationId, loanId));
      expect(lines).toHaveLength(1);
    }

    async function untilDisbursed(credentials: Credentials, publicId: string) {
      return until('the loan disbursed', async () => {
        const found = await application(credentials, publicId);
        return found?.status === 'disbursed' ? found : undefined;
      });
    }

    it('killed while the lender holds confirm (no ACK recorded): sent again after the lease, one loan', async () => {
      const db = handle?.db;
      const network = net;
      if (!db || !network) throw new Error('not started');
      // The moment Kosh's app receives confirm, the server dies; Kosh's answers wait for it.
      network.onNextRequest('confirm', async () => {
        network.hold();
        await kill();
      });
      const { credentials, userId, publicId } = await loanUpToConfirm('9811100071');
      await until('the server killed at confirm', async () => (live().alive() ? undefined : true));
      await restart();
      expect(network.release()).toBeGreaterThanOrEqual(1);
      const done = await untilDisbursed(credentials, publicId);
      expect(done.timeline.filter((e) => e.status === 'approved')).toHaveLength(1);
      expect(done.timeline.filter((e) => e.status === 'disbursed')).toHaveLength(1);
      // The confirm step was claimed by the dead process: sent again, same message id, after its lease.
      await until(
        'confirm sent again after its lease',
        async () => {
          const [step] = await db
            .select({ status: ondcOutbox.status })
            .from(ondcOutbox)
            .innerJoin(applications, eq(applications.id, ondcOutbox.applicationId))
            .where(and(eq(applications.publicId, publicId), eq(ondcOutbox.action, 'confirm')));
          return step?.status === 'sent' ? true : undefined;
        },
        60_000,
      );
      await network.idle();
      await pause(500);
      await expectOneLoan(userId, publicId, 2);
      const again = await untilDisbursed(credentials, publicId);
      expect(again.timeline.filter((e) => e.status === 'disbursed')).toHaveLength(1);
    }, 180_000);

    it('killed after the lender ACKed confirm, before on_confirm: the answer lands on the restarted server', async () => {
      const db = handle?.db;
      const network = net;
      if (!db || !network) throw new Error('not started');
      network.onNextRequest('confirm', () => {
        network.hold();
        return Promise.resolve();
      });
      const { credentials, userId, publicId } = await loanUpToConfirm('9811100072');
      const loan = await until('the application row', async () => {
        const [row] = await db.select().from(applications).where(eq(applications.publicId, publicId));
        return row;
      });
      await until('confirm ACKed', async () => {
        const [step] = await db
          .select()
          .from(ondcOutbox)
          .where(and(eq(ondcOutbox.applicationId, loan.id), eq(ondcOutbox.action, 'confirm')));
        return step?.status === 'sent' ? true : undefined;
      });
      await kill();
      await restart();
      expect(network.release()).toBeGreaterThanOrEqual(1);
      const done = await untilDisbursed(credentials, publicId);
      expect(done.timeline.filter((e) => e.status === 'approved')).toHaveLength(1);
      await network.idle();
      await pause(500);
      await expectOneLoan(userId, publicId, 1);
    }, 180_000);
  },
);
