import type { FastifyServerOptions } from 'fastify';
import type { Env } from '../config/env.ts';

/**
 * pino options: JSON lines, a request id on each, and never a secret, token, OTP or PAN
 * (the redact list covers headers and any body field with such a name).
 */
export function loggerOptions(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): FastifyServerOptions['logger'] {
  return {
    level: env.NODE_ENV === 'test' ? 'silent' : env.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        '*.otp',
        '*.token',
        '*.password',
        '*.pan',
        '*.tin',
      ],
      censor: '[redacted]',
    },
  };
}
