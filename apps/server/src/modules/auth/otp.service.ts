import type { FastifyBaseLogger } from 'fastify';
import { serverMessage, type LanguageCode } from '@cl/contracts';
import type { Database } from '../../db/client.ts';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import { hmacHex, randomOtp, safeEqualHex } from '../../lib/crypto.ts';
import { hitRateLimit, rateLimitHit, rateLimitWindows } from '../../lib/rate-limit.ts';
import type { Transports } from '../messaging/select-transports.ts';
import { otpMessage } from './otp-message.ts';
import { maskDestination, normaliseDestination, otpUsability, resendWaitSeconds } from './otp-rules.ts';
import {
  issueCode,
  latestCode,
  lockDestination,
  recordOtpFailure,
  updateCode,
  type Db,
} from './otp.repository.ts';

export type OtpPurpose = 'customer_login' | 'partner_login' | 'email_verify';
type Channel = 'mobile' | 'email';

export interface OtpPolicy {
  ttlSeconds: number;
  resendSeconds: number;
  maxAttempts: number;
  sendsPerDestinationPerHour: number;
  sendsPerDevicePerHour: number;
  /** A coarse ceiling: many customers share one address behind a carrier NAT or a balancer. */
  sendsPerIpPerHour: number;
  verifiesPerIpPerHour: number;
}

export interface OtpDeps {
  db: Database;
  appSecret: Buffer;
  transports: Transports;
  policy: OtpPolicy;
  log: FastifyBaseLogger;
  now?: () => Date;
}

const HOUR = 3600;

function codeHash(deps: OtpDeps, purpose: OtpPurpose, destination: string, code: string): string {
  return hmacHex(deps.appSecret, `${purpose}:${destination}:${code}`);
}

/**
 * Sends a fresh code (issue 3): 30 s cooldown per destination, hourly limits per destination, per
 * device and per IP (issue 12: the IP limit is only a coarse ceiling, so one shared address never
 * blocks a city), earlier live codes retired, the code kept only as a keyed hash. A failed send kills
 * the code and is recorded for the OTP failure report.
 *
 * `deliverTo` is asked only after every limit has passed (issue 12 finding 6): a destination it
 * refuses gets a code row that nobody is told, so the answer, the cooldown and the limits are the
 * same whether or not the destination belongs to anyone.
 */
export async function sendOtp(
  deps: OtpDeps,
  input: {
    purpose: OtpPurpose;
    channel: Channel;
    value: string;
    ip: string;
    deviceId: string;
    language?: LanguageCode;
    deliverTo?: (db: Db, destination: string) => Promise<boolean>;
  },
): Promise<{ resendAfterSeconds: number; expiresInSeconds: number }> {
  const now = deps.now?.() ?? new Date();
  const { purpose, channel, ip } = input;
  const destination = normaliseDestination(channel, input.value);
  const failure = { purpose, channel, destination, ip };

  const limits = rateLimitWindows(
    [
      {
        rule: {
          bucket: `otp_send_dest:${purpose}`,
          limit: deps.policy.sendsPerDestinationPerHour,
          windowSeconds: HOUR,
        },
        key: destination,
      },
      {
        rule: {
          bucket: `otp_send_dev:${purpose}`,
          limit: deps.policy.sendsPerDevicePerHour,
          windowSeconds: HOUR,
        },
        key: input.deviceId,
      },
      {
        rule: { bucket: `otp_send_ip:${purpose}`, limit: deps.policy.sendsPerIpPerHour, windowSeconds: HOUR },
        key: ip,
      },
    ],
    now,
  );
  const code = randomOtp();
  const issued = await deps.db.transaction(async (tx) => {
    await lockDestination(tx, purpose, destination);
    // The cooldown, the three limits, retiring live codes and the insert: one statement (issue 16).
    const outcome = await issueCode(tx, {
      purpose,
      channel,
      destination,
      cooldownBefore: new Date(now.getTime() - deps.policy.resendSeconds * 1000),
      limits,
      code: {
        codeHash: codeHash(deps, purpose, destination, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + deps.policy.ttlSeconds * 1000),
        ip,
      },
    });
    if (outcome.id !== null) {
      const deliver = input.deliverTo ? await input.deliverTo(tx, destination) : true;
      return { kind: 'issued' as const, id: outcome.id, code, deliver };
    }
    const last = outcome.lastCreatedAtMs === null ? undefined : new Date(outcome.lastCreatedAtMs);
    const wait = resendWaitSeconds(last, now, deps.policy.resendSeconds);
    if (wait > 0) {
      return {
        kind: 'refused' as const,
        error: tooManyRequests(serverMessage('otpWait', { seconds: wait })),
        limited: false,
      };
    }
    // Per destination, per device, per IP: any one over its limit refused the send.
    const refused = limits
      .map((limit, i) => rateLimitHit(limit, outcome.counts[i] ?? Number.POSITIVE_INFINITY, now))
      .filter((hit) => !hit.allowed);
    const minutes = Math.ceil(Math.max(...refused.map((hit) => hit.retryAfterSeconds)) / 60);
    return {
      kind: 'refused' as const,
      error: tooManyRequests(serverMessage('otpTooManySends', { minutes })),
      limited: true,
    };
  });

  if (issued.kind === 'refused') {
    if (issued.limited) await recordOtpFailure(deps.db, { ...failure, kind: 'rate_limited' });
    throw issued.error;
  }

  try {
    if (issued.deliver) {
      const transport = deps.transports[channel];
      // A language whose DLT template is not registered goes out in English (issue 13).
      const wanted = input.language ?? 'en';
      const language = transport.languages?.includes(wanted) === false ? 'en' : wanted;
      const minutes = Math.round(deps.policy.ttlSeconds / 60);
      await transport.send({
        channel,
        to: destination,
        language,
        ...otpMessage(
          issued.code,
          minutes,
          language,
          purpose === 'email_verify' ? 'email_verify' : 'sign_in',
        ),
      });
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await updateCode(deps.db, issued.id, { consumedAt: now });
    await recordOtpFailure(deps.db, { ...failure, kind: 'send_failed', reason });
    deps.log.warn({ channel, to: maskDestination(channel, destination), reason }, 'otp delivery failed');
    throw new AppError(502, 'OTP_NOT_SENT', serverMessage('otpNotSent'));
  }
  return { resendAfterSeconds: deps.policy.resendSeconds, expiresInSeconds: deps.policy.ttlSeconds };
}

/**
 * Checks a code: bound to its purpose and destination, single use, at most maxAttempts wrong
 * tries, then dead. Every failure is recorded. Returns the normalised destination on success.
 */
export async function verifyOtp(
  deps: OtpDeps,
  input: { purpose: OtpPurpose; channel: Channel; value: string; otp: string; ip: string },
): Promise<string> {
  const now = deps.now?.() ?? new Date();
  const { purpose, channel, ip } = input;
  const destination = normaliseDestination(channel, input.value);
  const failure = { purpose, channel, destination, ip };

  const ipLimit = await hitRateLimit(
    deps.db,
    { bucket: `otp_verify_ip:${purpose}`, limit: deps.policy.verifiesPerIpPerHour, windowSeconds: HOUR },
    ip,
    now,
  );
  if (!ipLimit.allowed) {
    await recordOtpFailure(deps.db, { ...failure, kind: 'rate_limited', reason: 'verify attempts per IP' });
    throw tooManyRequests(serverMessage('otpTooManyAttempts'));
  }

  const outcome = await deps.db.transaction(async (tx) => {
    await lockDestination(tx, purpose, destination);
    const code = await latestCode(tx, purpose, destination);
    if (!code) return { kind: 'no_code' as const };
    const usability = otpUsability(code, now, deps.policy.maxAttempts);
    if (usability !== 'usable')
      return { kind: usability === 'locked' ? ('locked' as const) : ('expired' as const) };
    if (!safeEqualHex(code.codeHash, codeHash(deps, purpose, destination, input.otp))) {
      const attempts = code.attempts + 1;
      await updateCode(tx, code.id, { attempts });
      return { kind: 'wrong_code' as const, left: deps.policy.maxAttempts - attempts };
    }
    await updateCode(tx, code.id, { consumedAt: now });
    return { kind: 'ok' as const };
  });

  if (outcome.kind === 'ok') return destination;
  await recordOtpFailure(deps.db, { ...failure, kind: outcome.kind });
  switch (outcome.kind) {
    case 'wrong_code':
      throw outcome.left > 0
        ? new AppError(
            400,
            'OTP_WRONG',
            outcome.left === 1
              ? serverMessage('otpWrongOne')
              : serverMessage('otpWrong', { left: outcome.left }),
          )
        : new AppError(400, 'OTP_LOCKED', serverMessage('otpLocked'));
    case 'locked':
      throw new AppError(400, 'OTP_LOCKED', serverMessage('otpLocked'));
    default:
      throw new AppError(400, 'OTP_EXPIRED', serverMessage('otpExpired'));
  }
}
