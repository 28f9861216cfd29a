import { describe, expect, it } from 'vitest';
import { DEFAULT_DATA_DIR, emailOptions, readConfig, throttleSettings } from './config.js';

describe('API settings', () => {
  it('has working defaults', () => {
    expect(readConfig({})).toMatchObject({
      API_PORT: 4001,
      API_HOST: '127.0.0.1',
      DATA_DIR: DEFAULT_DATA_DIR,
      SESSION_TTL_HOURS: 12,
      COOKIE_SECURE: false,
      SEED_DEMO: true,
      DEMO_PASSWORD: 'Demo!2345',
    });
    expect(readConfig({}).DATABASE_URL).toBeUndefined();
    expect(DEFAULT_DATA_DIR).toMatch(/[/\\]\.data$/);
    expect(DEFAULT_DATA_DIR).not.toMatch(/[/\\]api[/\\]\.data$/);
  });

  it('reads the environment', () => {
    const config = readConfig({
      API_PORT: '5000',
      COOKIE_SECURE: 'true',
      SEED_DEMO: 'false',
      SESSION_TTL_HOURS: '0.5',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/portal',
    });
    expect(config).toMatchObject({ API_PORT: 5000, COOKIE_SECURE: true, SEED_DEMO: false, SESSION_TTL_HOURS: 0.5 });
  });

  it('reads the root account, e-mail normalised, only with both variables set', () => {
    expect(readConfig({}).ROOT_EMAIL).toBeUndefined();
    const config = readConfig({ ROOT_EMAIL: ' Owner@Platform.Example ', ROOT_PASSWORD: 'Owner!pass1' });
    expect(config).toMatchObject({ ROOT_EMAIL: 'owner@platform.example', ROOT_PASSWORD: 'Owner!pass1' });
    expect(() => readConfig({ ROOT_EMAIL: 'owner@platform.example' })).toThrow(/ROOT_PASSWORD/);
    expect(() => readConfig({ ROOT_PASSWORD: 'Owner!pass1' })).toThrow(/ROOT_PASSWORD/);
    expect(() => readConfig({ ROOT_EMAIL: 'owner', ROOT_PASSWORD: 'Owner!pass1' })).toThrow(/ROOT_EMAIL/);
    expect(() => readConfig({ ROOT_EMAIL: 'owner@platform.example', ROOT_PASSWORD: 'weak' })).toThrow(/ROOT_PASSWORD/);
  });

  it('marks the cookie Secure by default in production, unless told otherwise', () => {
    expect(readConfig({ NODE_ENV: 'production' }).COOKIE_SECURE).toBe(true);
    expect(readConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).COOKIE_SECURE).toBe(false);
    expect(readConfig({ NODE_ENV: 'development' }).COOKIE_SECURE).toBe(false);
  });

  it('reads the throttle limits and the body limit', () => {
    const defaults = readConfig({});
    expect(throttleSettings(defaults)).toEqual({
      signInWindowSeconds: 900,
      signInLimitPerPair: 5,
      signInLimitPerAddress: 20,
      signInSlowdownAfter: 10,
      signInSlowdownMs: 1000,
      signInSlowdownQueueTurns: 5,
      registerLimitPerAddress: 10,
      registerWindowSeconds: 3600,
      attemptLimitPerMinute: 20,
    });
    expect(defaults.BODY_LIMIT_BYTES).toBe(1024 * 1024);
    const tuned = readConfig({
      SIGNIN_WINDOW_SECONDS: '60',
      SIGNIN_LIMIT_PER_PAIR: '3',
      SIGNIN_LIMIT_PER_ADDRESS: '30',
      SIGNIN_SLOWDOWN_AFTER: '4',
      SIGNIN_SLOWDOWN_MS: '0',
      SIGNIN_SLOWDOWN_QUEUE_TURNS: '2',
      REGISTER_LIMIT_PER_ADDRESS: '2',
      REGISTER_WINDOW_SECONDS: '120',
      ATTEMPT_LIMIT_PER_MINUTE: '5',
      BODY_LIMIT_BYTES: '2048',
    });
    expect(throttleSettings(tuned)).toEqual({
      signInWindowSeconds: 60,
      signInLimitPerPair: 3,
      signInLimitPerAddress: 30,
      signInSlowdownAfter: 4,
      signInSlowdownMs: 0,
      signInSlowdownQueueTurns: 2,
      registerLimitPerAddress: 2,
      registerWindowSeconds: 120,
      attemptLimitPerMinute: 5,
    });
    expect(tuned.BODY_LIMIT_BYTES).toBe(2048);
    expect(() => readConfig({ SIGNIN_LIMIT_PER_PAIR: '0' })).toThrow(/SIGNIN_LIMIT_PER_PAIR/);
    expect(() => readConfig({ BODY_LIMIT_BYTES: 'lots' })).toThrow(/BODY_LIMIT_BYTES/);
  });

  it('trusts the API’s direct caller (the gateway) as one hop by default, or the proxies API_TRUST_PROXY names', () => {
    expect(readConfig({}).API_TRUST_PROXY).toEqual({ hops: 1 });
    expect(readConfig({ API_TRUST_PROXY: 'true' }).API_TRUST_PROXY).toEqual({ hops: 1 });
    expect(readConfig({ API_TRUST_PROXY: '2' }).API_TRUST_PROXY).toEqual({ hops: 2 });
    expect(readConfig({ API_TRUST_PROXY: 'false' }).API_TRUST_PROXY).toEqual({ hops: 0 });
    expect(readConfig({ API_TRUST_PROXY: 'loopback, 10.0.0.0/8' }).API_TRUST_PROXY).toEqual({
      addresses: ['loopback', '10.0.0.0/8'],
    });
    expect(() => readConfig({ API_TRUST_PROXY: 'yes' })).toThrow(/API_TRUST_PROXY: must be true, false, a number/);
    expect(() => readConfig({ API_TRUST_PROXY: '10.0.0.0/40' })).toThrow(/API_TRUST_PROXY.*"10\.0\.0\.0\/40"/);
  });

  it('reads the development sign-in provider’s secret file only when told to', () => {
    expect(readConfig({}).DEV_IDP_SECRET_FILE).toBeUndefined();
    expect(readConfig({ DEV_IDP_SECRET_FILE: '/data/dev-identity-provider/api-secret' }).DEV_IDP_SECRET_FILE).toBe(
      '/data/dev-identity-provider/api-secret',
    );
  });

  it('refuses nonsense, naming the variable', () => {
    expect(() => readConfig({ API_PORT: 'eighty' })).toThrow(/API_PORT/);
    expect(() => readConfig({ DEMO_PASSWORD: 'weak' })).toThrow(/DEMO_PASSWORD/);
    expect(() => readConfig({ COOKIE_SECURE: 'maybe' })).toThrow(/COOKIE_SECURE/);
  });

  it('lets one-time passwords sign in for ONE_TIME_PASSWORD_DAYS, 30 unless set', () => {
    expect(readConfig({}).ONE_TIME_PASSWORD_DAYS).toBe(30);
    expect(readConfig({ ONE_TIME_PASSWORD_DAYS: '7' }).ONE_TIME_PASSWORD_DAYS).toBe(7);
    expect(() => readConfig({ ONE_TIME_PASSWORD_DAYS: '0' })).toThrow(/ONE_TIME_PASSWORD_DAYS/);
  });

  it('sets up e-mail only with SMTP_URL, and never repeats the URL (it may hold a password) in a refusal', () => {
    expect(emailOptions(readConfig({}))).toBeUndefined();
    expect(emailOptions(readConfig({ SMTP_URL: 'smtp://127.0.0.1:1025' }))).toEqual({
      smtpUrl: 'smtp://127.0.0.1:1025',
      from: 'Science Portal <no-reply@portal.invalid>',
      maxFileBytes: 25 * 1024 * 1024,
      maxZipUncompressedBytes: 100 * 1024 * 1024,
      limitPerUser: 10,
      windowSeconds: 3600,
      retryLimit: 10,
      retryDelaySeconds: 30,
      portalUrl: 'http://localhost:8080',
    });
    expect(
      emailOptions(readConfig({ SMTP_URL: 'smtp://127.0.0.1:1025', PORTAL_URL: 'https://portal.hill.example/' })),
    ).toMatchObject({ portalUrl: 'https://portal.hill.example' });
    expect(() => readConfig({ PORTAL_URL: 'javascript:alert(1)' })).toThrow(/PORTAL_URL/);
    const tuned = readConfig({
      SMTP_URL: 'smtps://mailer:s3cret@mail.example:465',
      MAIL_FROM: 'Hill Primary <results@hill.example>',
      EMAIL_MAX_FILE_BYTES: '1048576',
      EMAIL_LIMIT_PER_USER: '2',
      EMAIL_WINDOW_SECONDS: '600',
      EMAIL_RETRY_LIMIT: '0',
      EMAIL_RETRY_DELAY_SECONDS: '5',
    });
    expect(emailOptions(tuned)).toMatchObject({
      smtpUrl: 'smtps://mailer:s3cret@mail.example:465',
      from: 'Hill Primary <results@hill.example>',
      maxFileBytes: 1048576,
      limitPerUser: 2,
      windowSeconds: 600,
      retryLimit: 0,
      retryDelaySeconds: 5,
    });
    expect(() => readConfig({ SMTP_URL: 'https://user:s3cret@mail.example' })).toThrow(/^(?!.*s3cret).*SMTP_URL/);
    expect(() => readConfig({ MAIL_FROM: 'a\r\nBcc: b@c.d' })).toThrow(/MAIL_FROM/);
    expect(() => readConfig({ EMAIL_LIMIT_PER_USER: '0' })).toThrow(/EMAIL_LIMIT_PER_USER/);
  });
});
