import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy } from './trust-proxy.ts';

// Every variable the server reads, parsed once at start (STYLE: a bad one names itself).

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const postgresUrl = z.string().refine((v) => {
  try {
    const url = new URL(v);
    return url.protocol === 'postgres:' || url.protocol === 'postgresql:';
  } catch {
    return false;
  }
}, 'must be a postgres:// or postgresql:// URL');

const optionalUrl = z.url('must be a URL').optional();

const trustProxy = z.string().transform((value, ctx) => {
  const parsed = parseTrustProxy(value);
  if (typeof parsed === 'object' && 'error' in parsed) {
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }
  return parsed;
});

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be between 1 and 65535')
    .max(65535, 'must be between 1 and 65535')
    .default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  // withLock holds one connection while the locked work uses another: at least 2.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2, 'must be at least 2').max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Directory of the built SPA; empty to serve the API only. */
  WEB_DIST_DIR: z.string().optional(),
  /** Which X-Forwarded-For hops to believe: false, a hop count, or proxy IPs/CIDRs (issue 12). */
  TRUST_PROXY: trustProxy.default(false),
  /** Secure cookies; turn off only for plain-http development behind no TLS on a non-localhost name. */
  COOKIE_SECURE: bool.default(true),
  HELP_FORWARD_URL: optionalUrl,
  HELP_ORG_ID: z.string().max(64).default(''),
  /** HMAC key for OTP, look-up and CSRF hashes; 32+ chars. Required in production; else generated under DATA_DIR. */
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** AES-256-GCM key for PAN at rest: 32 bytes, base64. Required in production; else generated under DATA_DIR. */
  PAN_ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes in base64')
    .optional(),
  OTP_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(600),
  OTP_RESEND_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
  OTP_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).default(5),
  OTP_SENDS_PER_DESTINATION_PER_HOUR: z.coerce.number().int().min(1).max(100).default(5),
  /** issue 12: one browser (device cookie) asking for codes to many numbers is refused. */
  OTP_SENDS_PER_DEVICE_PER_HOUR: z.coerce.number().int().min(1).max(1000).default(10),
  /** A coarse ceiling only: a carrier NAT or a load balancer puts a whole city on one address. */
  OTP_SENDS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(1000),
  OTP_VERIFIES_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  CUSTOMER_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  CUSTOMER_SESSION_HOURS: z.coerce.number().int().min(1).max(2160).default(168),
  PARTNER_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  PARTNER_SESSION_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  ADMIN_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  ADMIN_SESSION_HOURS: z.coerce.number().int().min(1).max(168).default(12),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: bool.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().default('CrediLink <no-reply@credilink.example>'),
  SMS_PROVIDER_URL: optionalUrl,
  SMS_API_KEY: z.string().optional(),
  SMS_SENDER_ID: z.string().max(6).default('CRDLNK'),
  SMS_DLT_TEMPLATE_ID: z.string().max(32).default(''),
  /** The DLT template of the Hindi sign-in SMS; empty sends Hindi customers the English text. */
  SMS_DLT_TEMPLATE_ID_HI: z.string().max(32).default(''),
  SMS_DLT_ENTITY_ID: z.string().max(32).default(''),
  /** The first admin (role 1), created at start when there is none. */
  ADMIN_EMAIL: z.email('must be an email').optional(),
  ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('ap-south-1'),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** The site's public address, for links in messages, referral links and QR codes. */
  PUBLIC_BASE_URL: optionalUrl,
  /** Host names whose root shows the solar-branded page (spec 2), comma separated. */
  SOLAR_HOSTS: z.string().default('solar.localhost'),
  DEDUPE_WINDOW_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  /** A redirect application not continued on the lender's site within this many days expires (ADR 006). */
  REDIRECT_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** Mount the lender sandbox at /lender-sandbox (default on outside production). */
  LENDER_SANDBOX: bool.optional(),
  /** Where API lenders are called; defaults to this server's own sandbox. */
  LENDER_API_BASE_URL: optionalUrl,
  LENDER_API_KEY: z.string().optional(),
  LENDER_API_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  SUBMISSION_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  SUBMISSION_RETRY_BASE_MS: z.coerce.number().int().min(10).max(600_000).default(5_000),
  WORKER_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /** Run background workers in this process (turn off on API-only instances). */
  RUN_WORKERS: bool.default(true),
  GRIEVANCE_OFFICER_NAME: z.string().default('Grievance Officer'),
  GRIEVANCE_OFFICER_EMAIL: z.string().default('grievance@credilink.example'),
  GRIEVANCE_OFFICER_PHONE: z.string().default('1800-000-0000'),
  /**
   * 24-karat gold, paise per gram, for the gold loan LTV cap (RBI: 75% of the gold's value). Set it
   * from the IBJA published rate; the default is a sample of ₹12,500 a gram, not a live price.
   */
  GOLD_PRICE_PER_GRAM_PAISE: z.coerce.number().int().min(100_000).max(100_000_000).default(1_250_000),
  /**
   * The default insurance partner (IRDAI-licensed), for our site and partner sites without their
   * own (ADR 014); unset and no site partner = insurance not open.
   */
  INSURANCE_PARTNER_NAME: z.string().max(120).optional(),
  INSURANCE_PARTNER_URL: z
    .url('must be a URL')
    .refine((v) => v.startsWith('https://'), 'must be https')
    .optional(),
  INSURANCE_PARTNER_LICENCE: z.string().max(40).optional(),
  /**
   * Issue 17: this buyer app on the ONDC network (ADR 031). The subscriber id and URI are what the
   * registry holds for us; callbacks arrive at <URI>/on_search etc. Outside production the signing
   * key is generated once under DATA_DIR; the registry and gateway default to the simulated network
   * when it is mounted (ONDC_SIMULATOR, ADR 032), otherwise to none (no network).
   */
  ONDC_SUBSCRIBER_ID: z.string().min(1).max(255).optional(),
  ONDC_SUBSCRIBER_URI: optionalUrl,
  ONDC_UNIQUE_KEY_ID: z.string().min(1).max(100).default('k1'),
  /** ed25519 signing key, base64: the 32-byte seed or libsodium's 64-byte secret key (seed + public). */
  ONDC_SIGNING_PRIVATE_KEY: z
    .string()
    .refine((v) => [32, 64].includes(Buffer.from(v, 'base64').length), 'must be 32 or 64 bytes in base64')
    .optional(),
  ONDC_REGISTRY_URL: optionalUrl,
  ONDC_GATEWAY_URL: optionalUrl,
  /** Callbacks (/ondc/on_*) taken per sender (its keyId's subscriber id, else its IP) per minute. */
  ONDC_CALLBACK_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(600),
  /** Mount the simulated ONDC network at /ondc-sim (default on outside production). */
  ONDC_SIMULATOR: bool.optional(),
});

export type Env = z.infer<typeof envSchema> & { DATA_DIR_ABS: string };

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message names the first bad variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const raw = source[name];
    // A key's value is never echoed: the message reaches the console and the logs.
    const secret = /KEY|SECRET|PASSWORD/.test(name);
    const shown =
      raw === undefined || secret ? '' : ` (got "${name === 'DATABASE_URL' ? redactUrl(raw) : raw}")`;
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}${shown}`);
  }
  const missing = missingProductionSecret(parsed.data);
  if (missing)
    throw new ConfigError(`Invalid configuration: ${missing} is required when NODE_ENV=production`);
  return { ...parsed.data, DATA_DIR_ABS: path.resolve(parsed.data.DATA_DIR) };
}

/**
 * issue 12 finding 10: in production the keys come from outside, whatever the database. A key
 * generated into DATA_DIR would sit beside the PAN it protects, in the same volume and backups.
 */
export function missingProductionSecret(
  env: Pick<z.infer<typeof envSchema>, 'NODE_ENV' | 'APP_SECRET' | 'PAN_ENCRYPTION_KEY'>,
): 'PAN_ENCRYPTION_KEY' | 'APP_SECRET' | null {
  if (env.NODE_ENV !== 'production') return null;
  if (!env.PAN_ENCRYPTION_KEY) return 'PAN_ENCRYPTION_KEY';
  if (!env.APP_SECRET) return 'APP_SECRET';
  return null;
}

function redactUrl(raw: string): string {
  return raw.replace(/\/\/([^:/@]+):([^@]+)@/, '//$1:***@');
}
