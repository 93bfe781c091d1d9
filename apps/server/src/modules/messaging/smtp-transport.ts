import type { Transporter } from 'nodemailer';
import { DeliveryError, type MessageTransport } from './transport.ts';

export interface SmtpConfig {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
  /** Accept self-signed certificates (tests against a local server only). */
  allowSelfSigned?: boolean;
}

async function connect(config: SmtpConfig): Promise<Transporter> {
  const { default: nodemailer } = await import('nodemailer');
  return nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
    tls: config.allowSelfSigned ? { rejectUnauthorized: false } : undefined,
  });
}

export function createSmtpTransport(config: SmtpConfig): MessageTransport {
  // nodemailer loads with the first message, not at start (issue 16: every start paid for it).
  let transporter: Promise<Transporter> | null = null;
  return {
    name: 'smtp',
    send: async (message) => {
      try {
        transporter ??= connect(config);
        await (
          await transporter
        ).sendMail({
          from: config.from,
          to: message.to,
          subject: message.subject ?? '',
          text: message.text,
        });
      } catch (error) {
        throw new DeliveryError(
          `SMTP delivery failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },
    close: async () => {
      if (transporter) (await transporter).close();
    },
  };
}
