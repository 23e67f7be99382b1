import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      APP_ENV: 'development',
      NODE_ENV: 'development',
      LLM_MODEL: 'llama3',
      MAX_CONNECTIONS: 4096,
      MAX_CONNECTIONS_PER_IP: 256,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ APP_ENV: 'staging' }, 'APP_ENV'],
    [{ DEMO_PIN: '12345' }, 'DEMO_PIN'],
    [{ AUTH_SECRET: 'short' }, 'AUTH_SECRET'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ MAX_CONNECTIONS: '0' }, 'MAX_CONNECTIONS'],
    [{ MAX_CONNECTIONS_PER_IP: '-1' }, 'MAX_CONNECTIONS_PER_IP'],
  ])('names the variable in the error for %o', (input, variable) => {
    expect(() => parseEnv(input)).toThrowError(ConfigError);
    expect(() => parseEnv(input)).toThrowError(
      new RegExp(`^Invalid environment configuration:\\n  ${variable}:`),
    );
  });

  it('refuses production without AUTH_SECRET or PUBLIC_URL', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrowError(/AUTH_SECRET: is required/);
    expect(() => parseEnv({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) })).toThrowError(
      /PUBLIC_URL: is required/,
    );
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://sales.example',
    };
    expect(parseEnv(production).NODE_ENV).toBe('production');
  });

  it('parses booleans and postgres URLs', () => {
    const env = parseEnv({ TRUST_PROXY: 'true', DATABASE_URL: 'postgresql://u@db:5432/app' });
    expect(env.TRUST_PROXY).toBe(true);
    expect(env.DATABASE_URL).toBe('postgresql://u@db:5432/app');
  });
});
