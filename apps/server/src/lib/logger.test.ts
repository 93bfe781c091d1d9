import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import {
  LOG_BATCH_LENGTH,
  LOG_FLUSH_MS,
  logCompletedRequest,
  logDestination,
  logSafety,
  redactLogObject,
} from './logger.ts';
import { RequestLog } from './request-log.ts';

describe('log redaction (issue 12 finding 4; issue 16: no wildcard redact paths)', () => {
  it('censors personal keys at the first three levels, in objects and lists', () => {
    const out = redactLogObject({
      pan: 'ABCPV1234K',
      user: { mobile: '9876543210', id: 7 },
      a: { b: { email: 'a@b.in', lenderId: 3 } },
      rows: [{ first_name: 'Asha' }],
    });
    expect(out).toEqual({
      pan: '[redacted]',
      user: { mobile: '[redacted]', id: 7 },
      a: { b: { email: '[redacted]', lenderId: 3 } },
      rows: [{ first_name: '[redacted]' }],
    });
  });

  it('censors names, codes and notes only inside request data', () => {
    const out = redactLogObject({
      code: 'P2002',
      name: 'Kaveri Credit',
      body: { name: 'Asha', description: 'call me', amount: 5 },
      outer: { params: { note: 'x', id: 1 } },
    });
    expect(out).toEqual({
      code: 'P2002',
      name: 'Kaveri Credit',
      body: { name: '[redacted]', description: '[redacted]', amount: 5 },
      outer: { params: { note: '[redacted]', id: 1 } },
    });
  });

  it('leaves errors and other class instances to their serializers, and changes nothing in place', () => {
    const error = new Error('boom');
    const input = { err: error, at: new Date(0), profile: { pan: 'X' } };
    const out = redactLogObject(input);
    expect(out.err).toBe(error);
    expect(out.at).toBe(input.at);
    expect(input.profile.pan).toBe('X');
  });
});

describe('the request line', () => {
  /** A logger as the server makes it (the same options), writing to memory, as Fastify's child. */
  const memoryLogger = (level: string) => {
    const lines: string[] = [];
    const stream = { write: (line: string) => lines.push(line) };
    const root = pino({ level, ...logSafety }, stream);
    return { root, log: root.child({ reqId: 'r1' }), lines };
  };
  const request = (log: unknown, url: string) => ({ log, method: 'GET', url, ip: '127.0.0.1' });
  const linesFor = (url: string, statusCode: number, level = 'info') => {
    const { log, lines } = memoryLogger(level);
    logCompletedRequest(request(log, url), statusCode, 1.26);
    return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  };

  it('is written for every request, with its status and time', () => {
    const [line] = linesFor('/api/offers?product=personal', 200);
    expect(line).toMatchObject({
      level: 30,
      reqId: 'r1',
      req: { method: 'GET', url: '/api/offers?product=[value]', remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
      responseTime: 1.3,
      msg: 'request completed',
    });
  });

  it('is the line pino itself writes for the same fields, byte for byte but the time', () => {
    // Quotes, a backslash, a control character and a lone surrogate in the path, values in the query.
    const url = '/api/x"y\\z/é\u0001\ud800?q="a"&b=2';
    const { log, lines } = memoryLogger('info');
    logCompletedRequest(request(log, url), 404, 12.345);
    log.info({ req: request(log, url), res: { statusCode: 404 }, responseTime: 12.3 }, 'request completed');
    const [ours = '', pinos = ''] = lines.map((line) => line.replace(/"time":\d+/, '"time":0'));
    expect(ours).toBe(pinos);
    expect(ours.endsWith('\n')).toBe(true);
  });

  it('is the same line from a request that has not logged, whose pino child is not made', () => {
    const url = '/api/cards?all=1';
    const { root, log, lines } = memoryLogger('info');
    const lazy = new RequestLog(root, { reqId: 'r1' });
    logCompletedRequest(request(lazy, url), 200, 1.26);
    expect(lazy.isMade).toBe(false);
    logCompletedRequest(request(log, url), 200, 1.26);
    const [fromLazy = '', fromChild = ''] = lines.map((line) => line.replace(/"time":\d+/, '"time":0'));
    expect(fromLazy).toBe(fromChild);
    expect(fromLazy).toContain('"reqId":"r1"');
  });

  it('is written through the pino child once the request has logged', () => {
    const { root, lines } = memoryLogger('info');
    const lazy = new RequestLog(root, { reqId: 'r2' });
    lazy.warn({ lenderId: 3 }, 'lender slow');
    expect(lazy.isMade).toBe(true);
    logCompletedRequest(request(lazy, '/api/offers'), 200, 3);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(parsed).toMatchObject([
      { level: 40, reqId: 'r2', lenderId: 3, msg: 'lender slow' },
      { level: 30, reqId: 'r2', msg: 'request completed' },
    ]);
  });

  it('is not written above info', () => {
    expect(linesFor('/api/offers', 200, 'warn')).toEqual([]);
    expect(linesFor('/api/offers', 500, 'silent')).toEqual([]);
  });

  it('is left out for a probe that answers well, and written for a failing one', () => {
    expect(linesFor('/api/health', 200)).toEqual([]);
    expect(linesFor('/api/ready', 200)).toEqual([]);
    expect(linesFor('/api/ready', 503)).toHaveLength(1);
    expect(linesFor('/api/health/x', 200)).toHaveLength(1);
  });
});

describe('the log destination (issue 16: lines written a batch at a time)', () => {
  const withFile = async (run: (file: string) => Promise<void> | void) => {
    const dir = await mkdtemp(path.join(tmpdir(), 'cl-log-'));
    try {
      await run(path.join(dir, 'out.log'));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
  const line = (n: number) => `{"level":30,"n":${String(n)},"msg":"${'x'.repeat(100)}"}\n`;

  it('gathers short lines, and writes them all when a batch is full', () =>
    withFile((file) => {
      const stream = logDestination(file, new EventEmitter());
      stream.write(line(1));
      expect(readFileSync(file, 'utf8')).toBe('');
      let n = 1;
      while (n * line(1).length < LOG_BATCH_LENGTH) stream.write(line(++n));
      expect(readFileSync(file, 'utf8').split('\n').filter(Boolean)).toHaveLength(n);
      stream.destroy();
    }));

  it('writes what it gathered when the process exits', () =>
    withFile((file) => {
      const exits = new EventEmitter();
      const stream = logDestination(file, exits);
      stream.write(line(1));
      stream.write(line(2));
      exits.emit('exit', 0);
      expect(readFileSync(file, 'utf8')).toBe(line(1) + line(2));
      stream.destroy();
    }));

  it('writes a lone line within LOG_FLUSH_MS', async () => {
    vi.useFakeTimers();
    try {
      await withFile((file) => {
        const stream = logDestination(file, new EventEmitter());
        stream.write(line(1));
        vi.advanceTimersByTime(LOG_FLUSH_MS - 1);
        expect(readFileSync(file, 'utf8')).toBe('');
        vi.advanceTimersByTime(1);
        expect(readFileSync(file, 'utf8')).toBe(line(1));
        stream.destroy();
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
