import { describe, expect, it } from 'vitest';
import { ConfigError, loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('applies defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.COOKIE_SECURE).toBe(true);
  });

  it.each([
    ['abc', /^Invalid configuration: PORT must be a number \(got "abc"\)$/],
    ['70000', /^Invalid configuration: PORT must be between 1 and 65535 \(got "70000"\)$/],
    ['3.5', /^Invalid configuration: PORT must be a whole number/],
  ])('refuses PORT=%s with a one-line message naming it', (port, expected) => {
    expect(() => loadEnv({ PORT: port })).toThrow(ConfigError);
    expect(() => loadEnv({ PORT: port })).toThrow(expected);
  });

  it('refuses a DATABASE_URL that is not postgres and hides its password', () => {
    expect(() => loadEnv({ DATABASE_URL: 'mysql://u:secret@h/db' })).toThrow(
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://u:***@h/db")',
    );
    expect(() => loadEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('names a bad key without echoing its value (issue 17: ONDC signing key)', () => {
    const value = 'bm90LWEta2V5';
    expect(() => loadEnv({ ONDC_SIGNING_PRIVATE_KEY: value })).toThrow(
      /^Invalid configuration: ONDC_SIGNING_PRIVATE_KEY must be 32 or 64 bytes in base64$/,
    );
  });

  it('accepts a postgres URL', () => {
    expect(loadEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test' }).DATABASE_URL).toBe(
      'postgres://postgres@127.0.0.1:5432/test',
    );
  });

  it('treats empty variables as unset', () => {
    expect(loadEnv({ PORT: '' }).PORT).toBe(3000);
  });

  it.each([
    ['the embedded database', {}],
    ['PostgreSQL', { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/prod' }],
  ])('refuses to start in production on %s without an external PAN key, naming it', (_, db) => {
    const appSecret = 'a'.repeat(32);
    const panKey = Buffer.alloc(32, 7).toString('base64');
    expect(() => loadEnv({ NODE_ENV: 'production', APP_SECRET: appSecret, ...db })).toThrow(
      /^Invalid configuration: PAN_ENCRYPTION_KEY is required when NODE_ENV=production$/,
    );
    expect(() => loadEnv({ NODE_ENV: 'production', PAN_ENCRYPTION_KEY: panKey, ...db })).toThrow(
      /^Invalid configuration: APP_SECRET is required when NODE_ENV=production$/,
    );
    expect(
      loadEnv({ NODE_ENV: 'production', APP_SECRET: appSecret, PAN_ENCRYPTION_KEY: panKey, ...db }),
    ).toMatchObject({ NODE_ENV: 'production' });
    // Outside production the embedded database may still make its own keys.
    expect(loadEnv({ NODE_ENV: 'development', ...db }).PAN_ENCRYPTION_KEY).toBeUndefined();
  });
});
