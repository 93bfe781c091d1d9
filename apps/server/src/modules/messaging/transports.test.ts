import { createServer } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import pino from 'pino';
import { createSmtpTransport } from './smtp-transport.ts';
import { createSmsHttpTransport } from './sms-http-transport.ts';
import { createOutboxTransport } from './outbox-transport.ts';
import { DeliveryError } from './transport.ts';
import { createTestApp } from '../../../test/support/test-app.ts';
import { otpFailures } from '../../db/schema/index.ts';

function listenPort(server: { address: () => unknown }): number {
  const address = server.address();
  if (address && typeof address === 'object' && 'port' in address && typeof address.port === 'number')
    return address.port;
  throw new Error('server is not listening');
}

describe('SMTP transport against a real SMTP server', () => {
  const received: { to: string[]; data: string }[] = [];
  let smtp: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = listenPort(smtp.server);
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => {
      smtp.close(() => {
        resolve();
      });
    });
  });

  // Each builds a whole app (migrations and seed) inside the test: not a timing limit, a load margin.
  it('delivers a sign-in code by email end to end through the OTP route', { timeout: 30_000 }, async () => {
    const t = await createTestApp(
      {},
      {
        transports: {
          mobile: { name: 'unused', send: () => Promise.reject(new Error('unused')) },
          email: createSmtpTransport({
            host: '127.0.0.1',
            port,
            secure: false,
            from: 'CrediLink <otp@credilink.example>',
          }),
        },
      },
    );
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/otp/send',
        payload: { channel: 'email', value: 'meera@example.in' },
      });
      expect(res.statusCode).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]?.to).toEqual(['meera@example.in']);
      const code = /\b(\d{6})\b is your CrediLink sign-in code/.exec(received[0]?.data ?? '')?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const verify = await t.app.inject({
        method: 'POST',
        url: '/api/auth/otp/verify',
        payload: { channel: 'email', value: 'meera@example.in', otp: code },
      });
      expect(verify.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it(
    'fails with a DeliveryError when the server is down, and the route says so',
    { timeout: 30_000 },
    async () => {
      const transport = createSmtpTransport({ host: '127.0.0.1', port: 9, secure: false, from: 'x@y.in' });
      await expect(transport.send({ channel: 'email', to: 'a@b.in', text: 'hi' })).rejects.toBeInstanceOf(
        DeliveryError,
      );
      const t = await createTestApp({}, { transports: { mobile: transport, email: transport } });
      try {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/otp/send',
          payload: { channel: 'email', value: 'down@example.in' },
        });
        expect(res.statusCode).toBe(502);
        expect(res.json().message).toBe('We could not send the code. Please try again in a moment');
        const report = await t.database.db.select().from(otpFailures);
        expect(report.map((r) => r.kind)).toEqual(['send_failed']);
      } finally {
        await t.close();
      }
    },
  );
});

describe('SMS HTTP transport', () => {
  it('posts the DLT sender and template ids with the text, and fails on a non-2xx answer', async () => {
    const bodies: unknown[] = [];
    let status = 200;
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        bodies.push({ auth: req.headers.authorization, body: JSON.parse(body) as unknown });
        res.statusCode = status;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const sms = createSmsHttpTransport({
        url: `http://127.0.0.1:${listenPort(server)}/send`,
        apiKey: 'k1',
        senderId: 'CRDLNK',
        templateIds: { en: '1107000000000000001', hi: '1107000000000000002' },
        entityId: '1101000000000000001',
      });
      await sms.send({ channel: 'mobile', to: '9876543210', text: '123456 is your code' });
      expect(bodies[0]).toEqual({
        auth: 'Bearer k1',
        body: {
          to: '919876543210',
          sender: 'CRDLNK',
          dlt_template_id: '1107000000000000001',
          dlt_entity_id: '1101000000000000001',
          message: '123456 is your code',
        },
      });
      await sms.send({ channel: 'mobile', to: '9876543210', text: 'हिंदी', language: 'hi' });
      expect(bodies[1]).toMatchObject({ body: { dlt_template_id: '1107000000000000002', message: 'हिंदी' } });
      status = 500;
      await expect(sms.send({ channel: 'mobile', to: '9876543210', text: 'x' })).rejects.toThrow(
        'SMS gateway answered 500',
      );
    } finally {
      server.close();
    }
  });

  it('offers Hindi only when the Hindi DLT template is configured (issue 13)', () => {
    const config = { url: 'http://127.0.0.1:9/send', senderId: 'CRDLNK', entityId: '1' };
    expect(createSmsHttpTransport({ ...config, templateIds: { en: '1', hi: '' } }).languages).toEqual(['en']);
    expect(createSmsHttpTransport({ ...config, templateIds: { en: '1', hi: '2' } }).languages).toEqual([
      'en',
      'hi',
    ]);
  });
});

describe('outbox transport', () => {
  it('appends one JSON line per message to DATA_DIR/outbox.jsonl', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cl-outbox-'));
    try {
      const outbox = createOutboxTransport(dir, pino({ level: 'silent' }));
      await outbox.send({ channel: 'mobile', to: '9876543210', text: 'one' });
      await outbox.send({ channel: 'email', to: 'a@b.in', text: 'two' });
      const lines = (await readFile(path.join(dir, 'outbox.jsonl'), 'utf8'))
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as Record<string, string>);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatchObject({ channel: 'mobile', to: '9876543210', text: 'one' });
      expect(Object.keys(lines[1] ?? {}).sort()).toEqual(['at', 'channel', 'text', 'to']);
      expect(Number.isNaN(Date.parse(lines[1]?.at ?? ''))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
