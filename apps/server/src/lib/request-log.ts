import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, LogFn } from 'pino';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
const LEVELS: readonly Level[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * A request's logger, made the first time the request logs anything (issue 16, ADR 028). Fastify
 * makes a pino child with the request's id for every request, about 2 µs each, and most requests
 * write no line but the request line, which is written from the parent and these bindings
 * (lib/logger.ts). A line through any method is the pino child's line, byte for byte; a call at a
 * level the logger leaves out makes no child.
 */
export class RequestLog implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    readonly parent: FastifyBaseLogger,
    /** The child's own bindings (named apart from pino's `bindings()`, which this has not). */
    readonly requestBindings: Bindings,
  ) {}

  /** The pino child: made once, on first use. */
  get made(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.requestBindings));
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

/** Whether pino would write at this level (a logger without `isLevelEnabled` is asked anyway). */
function writes(log: FastifyBaseLogger, level: Level): boolean {
  const enabled = (log as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  return enabled === undefined || enabled.call(log, level);
}

for (const level of LEVELS) {
  Object.defineProperty(RequestLog.prototype, level, {
    value: function (this: RequestLog, ...args: unknown[]) {
      // Until the child is made, its level is the parent's: a line the parent leaves out is dropped.
      if (!this.isMade && !writes(this.parent, level)) return;
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
