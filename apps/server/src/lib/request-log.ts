import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LEVELS: readonly Level[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * A request's logger, made the first time the request logs anything (issue 16, ADR 028). Fastify
 * makes a pino child with the request's id for every request, about 2 µs each, and most requests
 * write no line but the request line, which is written from the parent and these bindings
 * (lib/logger.ts). A line through any method is the pino child's line, byte for byte.
 */
export class RequestLog implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    readonly parent: FastifyBaseLogger,
    readonly bindings: Bindings,
  ) {}

  /** The pino child: made once, on first use. */
  get made(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings));
  }

  /** Whether the child was made (something was logged through this request's logger). */
  get isMade(): boolean {
    return this.#child !== undefined;
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.made.level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made.child(bindings, options);
  }

  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  declare silent: LogFn;
}

for (const level of LEVELS) {
  Object.defineProperty(RequestLog.prototype, level, {
    value: function (this: RequestLog, ...args: unknown[]) {
      const made = this.made;
      Reflect.apply(made[level], made, args);
    },
  });
}

/**
 * Fastify's childLoggerFactory: a RequestLog, or the pino child at once where a route sets its
 * own level or serializers (none does today).
 */
export const requestLogFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (
  logger,
  bindings,
  options,
) {
  if (options.level !== undefined || options.serializers !== undefined)
    return logger.child(bindings, options);
  return new RequestLog(logger, bindings);
};
