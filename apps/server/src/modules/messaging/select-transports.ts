import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../config/env.ts';
import { createOutboxTransport } from './outbox-transport.ts';
import { createSmsHttpTransport } from './sms-http-transport.ts';
import { createSmtpTransport } from './smtp-transport.ts';
import type { MessageTransport } from './transport.ts';

export interface Transports {
  mobile: MessageTransport;
  email: MessageTransport;
}

/** SMS through the HTTP gateway and email through SMTP when configured; otherwise the outbox file. */
export function selectTransports(env: Env, log: FastifyBaseLogger): Transports {
  const outbox = createOutboxTransport(env.DATA_DIR_ABS, log);
  return {
    mobile: env.SMS_PROVIDER_URL
      ? createSmsHttpTransport({
          url: env.SMS_PROVIDER_URL,
          apiKey: env.SMS_API_KEY,
          senderId: env.SMS_SENDER_ID,
          templateIds: { en: env.SMS_DLT_TEMPLATE_ID, hi: env.SMS_DLT_TEMPLATE_ID_HI },
          entityId: env.SMS_DLT_ENTITY_ID,
        })
      : outbox,
    email: env.SMTP_HOST
      ? createSmtpTransport({
          host: env.SMTP_HOST,
          port: env.SMTP_PORT,
          secure: env.SMTP_SECURE,
          user: env.SMTP_USER,
          password: env.SMTP_PASSWORD,
          from: env.SMTP_FROM,
        })
      : outbox,
  };
}
