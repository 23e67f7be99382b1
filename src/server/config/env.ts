import { z } from 'zod';
import { MAX_IMPORT_CELLS, MAX_IMPORT_ROWS } from '../services/xlsx/workbook.ts';

const boolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const postgresUrl = z.string().regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// or postgresql:// URL');

/** Every environment variable the app reads. README's table lists the same ones. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  APP_ENV: z.enum(['development', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: postgresUrl.optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: boolean.default(false),
  /** open connections in all (http/connection-limits.ts) */
  MAX_CONNECTIONS: z.coerce.number().int().min(1).max(1_000_000).default(4096),
  /** open connections from one address; 0 for no limit; not applied with TRUST_PROXY */
  MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).max(1_000_000).default(256),
  /** worker threads for heavy work (quote PDFs); default: the cores but one, at most 4 */
  WORKER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /** rows a spreadsheet import reads at most, headings included (services/xlsx/workbook.ts) */
  IMPORT_MAX_ROWS: z.coerce.number().int().min(2).max(1_000_000).default(MAX_IMPORT_ROWS),
  /** cells a spreadsheet import reads at most */
  IMPORT_MAX_CELLS: z.coerce.number().int().min(2).max(10_000_000).default(MAX_IMPORT_CELLS),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Meterline <no-reply@meterline.example>'),
  /** where quote requests are mailed (with the quote PDF); without it they are written to the log */
  SALES_MAIL_TO: z.email('must be an e-mail address').optional(),
  DEMO_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  DEMO_PIN: z
    .string()
    .regex(/^\d{6,}$/, 'must be at least 6 digits')
    .optional(),
  SEED_DEMO_DATA: boolean.optional(),
  LLM_BASE_URL: z.url().optional(),
  LLM_MODEL: z.string().min(1).default('llama3'),
  /** sent as the bearer token; most local servers (Ollama, llama.cpp) need none */
  LLM_API_KEY: z.string().min(1).optional(),
  /** how long one batch may take before it is retried (services/translation/llm-client.ts) */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
  /** texts per chat completion */
  LLM_BATCH_SIZE: z.coerce.number().int().min(1).max(200).default(25),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Empty strings count as unset, so `FOO=` in a shell does not fail a default. */
function withoutEmpty(env: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(env)) if (v !== undefined && v !== '') out[k] = v;
  return out;
}

export function parseEnv(env: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(withoutEmpty(env));
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const parsed = result.data;
  if (parsed.NODE_ENV === 'production' && !parsed.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid environment configuration:\n  AUTH_SECRET: is required when NODE_ENV=production ' +
        '(generate one with `openssl rand -base64 33`)',
    );
  }
  if (parsed.NODE_ENV === 'production' && !parsed.PUBLIC_URL) {
    throw new ConfigError(
      'Invalid environment configuration:\n  PUBLIC_URL: is required when NODE_ENV=production ' +
        '(the address users open, e.g. https://sales.example.com; sign-in links are built from it)',
    );
  }
  return parsed;
}
