import { type Env, parseEnv } from '../config/env.ts';
import { createLogger } from '../services/logger.ts';

export function testConfig(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    APP_ENV: 'development',
    LOG_LEVEL: 'silent',
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DATA_DIR: '/nonexistent-test-data-dir',
    PUBLIC_URL: 'http://localhost',
    ...overrides,
  });
}

export const silentLogger = createLogger('silent');
