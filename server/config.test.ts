import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'oc-config-'));

  it('fills defaults and keeps a generated session secret in the data directory', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      cookieSecure: false,
    });
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(config.sessionSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(config.sessionSecret);
  });

  it('marks cookies Secure in production unless told otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }).cookieSecure).toBe(true);
    expect(
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure,
    ).toBe(false);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT: PORT must be a number'],
    [{ PORT: '70000' }, 'PORT: PORT must be between 0 and 65535'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV: NODE_ENV must be one of development, test or production'],
    [
      { DATABASE_URL: 'mysql://localhost/db' },
      'DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://',
    ],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET: SESSION_SECRET must be at least 32 characters'],
  ])('rejects %j with a message naming the variable', (environment, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...environment })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...environment })).toThrow(message);
  });
});
