import fp from 'fastify-plugin';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { resolveSecrets, type Secrets } from '../lib/secrets.ts';
import { selectTransports, type Transports } from '../modules/messaging/select-transports.ts';
import type { OtpDeps } from '../modules/auth/otp.service.ts';
import type { UsersDeps } from '../modules/users/users.service.ts';
import { createSiteResolver, type Site } from '../modules/partners/site-context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    secrets: Secrets;
    transports: Transports;
    otpDeps: (log: FastifyBaseLogger) => OtpDeps;
    usersDeps: UsersDeps;
    /** The site a Host header names (white-label partner, solar), cached for a minute. */
    resolveSite: (hostHeader: string | undefined) => Promise<Site>;
  }
}

/** Wires the domain services' dependencies once, from configuration. */
export const servicesPlugin = fp((app: FastifyInstance, opts: { transports?: Transports }) => {
  const env = app.env;
  const secrets = resolveSecrets(env);
  const transports = opts.transports ?? selectTransports(env, app.log);
  app.decorate('secrets', secrets);
  app.decorate('transports', transports);
  const policy = {
    ttlSeconds: env.OTP_TTL_SECONDS,
    resendSeconds: env.OTP_RESEND_SECONDS,
    maxAttempts: env.OTP_MAX_ATTEMPTS,
    sendsPerDestinationPerHour: env.OTP_SENDS_PER_DESTINATION_PER_HOUR,
    sendsPerDevicePerHour: env.OTP_SENDS_PER_DEVICE_PER_HOUR,
    sendsPerIpPerHour: env.OTP_SENDS_PER_IP_PER_HOUR,
    verifiesPerIpPerHour: env.OTP_VERIFIES_PER_IP_PER_HOUR,
  };
  app.decorate('otpDeps', (log: FastifyBaseLogger) => ({
    db: app.db,
    appSecret: secrets.appSecret,
    transports,
    policy,
    log,
  }));
  app.decorate('usersDeps', { db: app.db, secrets, goldPricePerGramPaise: env.GOLD_PRICE_PER_GRAM_PAISE });
  app.decorate('resolveSite', createSiteResolver(app.db, env.SOLAR_HOSTS));
  app.addHook('onClose', async () => {
    await transports.mobile.close?.();
    if (transports.email !== transports.mobile) await transports.email.close?.();
  });
});
