import { describe, expect, it, vi } from 'vitest';
import pino from 'pino';
import { RequestLog, requestLogFactory } from './request-log.ts';

const memory = (level = 'info') => {
  const lines: string[] = [];
  const root = pino({ level }, { write: (line: string) => lines.push(line) });
  const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { root, lines, parsed };
};

describe("a request's logger (issue 16: its pino child is made when it first logs)", () => {
  it('makes no child for a request that does not log', () => {
    const { root } = memory();
    const child = vi.spyOn(root, 'child');
    const log = new RequestLog(root, { reqId: 'a1' });
    expect(log.level).toBe('info');
    expect(log.isMade).toBe(false);
    expect(child).not.toHaveBeenCalled();
  });

  it('writes every level as the pino child would, with the bindings, making the child once', () => {
    const { root, lines, parsed } = memory('trace');
    const child = vi.spyOn(root, 'child');
    const log = new RequestLog(root, { reqId: 'a2' });
    log.trace('t');
    log.debug({ n: 1 }, 'd');
    log.info('i %s', 'x');
    log.warn('w');
    log.error(new Error('boom'), 'e');
    log.fatal('f');
    expect(child).toHaveBeenCalledTimes(1);
    expect(parsed().map((line) => [line.level, line.reqId, line.msg])).toEqual([
      [10, 'a2', 't'],
      [20, 'a2', 'd'],
      [30, 'a2', 'i x'],
      [40, 'a2', 'w'],
      [50, 'a2', 'e'],
      [60, 'a2', 'f'],
    ]);
    const direct = root.child({ reqId: 'a2' });
    direct.warn('w');
    expect(lines.at(-1)?.replace(/"time":\d+/, '')).toBe(lines[3]?.replace(/"time":\d+/, ''));
  });

  it('keeps levels: a level above the line writes nothing, and a level set applies to the child only', () => {
    const { root, parsed } = memory('warn');
    const log = new RequestLog(root, { reqId: 'a3' });
    log.info('hidden');
    expect(parsed()).toEqual([]);
    expect(log.isMade).toBe(false);
    log.level = 'debug';
    log.debug('shown');
    expect(log.level).toBe('debug');
    expect(root.level).toBe('warn');
    expect(parsed()).toMatchObject([{ reqId: 'a3', msg: 'shown' }]);
  });

  it('gives children of its own with both sets of bindings', () => {
    const { root, parsed } = memory();
    new RequestLog(root, { reqId: 'a4' }).child({ lenderId: 9 }).info('x');
    expect(parsed()).toMatchObject([{ reqId: 'a4', lenderId: 9, msg: 'x' }]);
  });

  it('is what the factory gives, unless a route sets its own level or serializers', () => {
    const { root } = memory();
    const factory = (options: pino.ChildLoggerOptions) =>
      requestLogFactory.call(undefined as never, root, { reqId: 'a5' }, options, undefined as never);
    expect(factory({})).toBeInstanceOf(RequestLog);
    const routeLevel = factory({ level: 'error' });
    expect(routeLevel).not.toBeInstanceOf(RequestLog);
    expect(routeLevel.level).toBe('error');
  });
});
