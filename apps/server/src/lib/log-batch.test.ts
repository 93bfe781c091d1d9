import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LogBatch } from './log-batch.ts';

let dir = '';
let file = '';
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cl-log-batch-'));
  file = path.join(dir, 'out.log');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const read = () => readFileSync(file, 'utf8');

describe('LogBatch', () => {
  it('keeps lines until a batch is full, then writes them in their order', () => {
    const batch = new LogBatch(file, 30, 60_000);
    batch.write('one\n');
    batch.write('two\n');
    expect(read()).toBe('');
    batch.write(`${'x'.repeat(25)}\n`);
    expect(read()).toBe(`one\ntwo\n${'x'.repeat(25)}\n`);
    batch.destroy();
  });

  it('writes text outside ASCII whole (the batch is encoded once, its bytes counted)', () => {
    const batch = new LogBatch(file, 10, 60_000);
    const line = '{"msg":"ऋण स्वीकृत ₹ 1,00,000 😀"}\n';
    batch.write(line);
    expect(read()).toBe(line);
    batch.destroy();
  });

  it('goes on after a short write, and waits for a reader that is behind, losing nothing', () => {
    const writes: string[] = [];
    let calls = 0;
    const write = (_fd: number, bytes: Buffer, offset: number) => {
      calls += 1;
      if (calls === 2) throw Object.assign(new Error('busy'), { code: 'EAGAIN' });
      const end = Math.min(bytes.length, offset + 5); // at most five bytes a write
      writes.push(bytes.subarray(offset, end).toString());
      return end - offset;
    };
    const batch = new LogBatch(1, 1, 60_000, write);
    batch.write('hello, world\n');
    expect(writes.join('')).toBe('hello, world\n');
    expect(calls).toBe(4); // 5 bytes, EAGAIN, 5 bytes, 3 bytes
    batch.destroy();
  });

  it('drops a batch that cannot be written at all, and writes the next one', () => {
    const written: string[] = [];
    let fail = true;
    const write = (_fd: number, bytes: Buffer, offset: number) => {
      if (fail) throw Object.assign(new Error('gone'), { code: 'EPIPE' });
      written.push(bytes.subarray(offset).toString());
      return bytes.length - offset;
    };
    const batch = new LogBatch(1, 1, 60_000, write);
    expect(() => batch.write('lost\n')).not.toThrow();
    fail = false;
    batch.write('kept\n');
    expect(written).toEqual(['kept\n']);
    batch.destroy();
  });

  it("is written out by pino's flush, and by destroy", () => {
    const batch = new LogBatch(file, 1_000_000, 60_000);
    const log = pino({ base: null, timestamp: false }, batch);
    log.info('ready');
    expect(read()).toBe('');
    let flushed = false;
    log.flush(() => {
      flushed = true;
    });
    expect(flushed).toBe(true);
    expect(read()).toBe('{"level":30,"msg":"ready"}\n');
    batch.write('last\n');
    batch.destroy();
    expect(read()).toBe('{"level":30,"msg":"ready"}\nlast\n');
  });
});
