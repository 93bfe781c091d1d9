import nodemailer from 'nodemailer';
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

export function createSmtpTransport(config: SmtpConfig): MessageTransport {
  const transporter = nodemailer.createTransport({
    host: config.host,
    port: config.port,
    secure: config.secure,
    auth: config.user ? { user: config.user, pass: config.password ?? '' } : undefined,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 15_000,
    tls: config.allowSelfSigned ? { rejectUnauthorized: false } : undefined,
  });
  return {
    name: 'smtp',
    send: async (message) => {
      try {
        await transporter.sendMail({
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
    close: () => {
      transporter.close();
      return Promise.resolve();
    },
  };
}
