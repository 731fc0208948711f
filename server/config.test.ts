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

  it('trusts no proxy, names no public origin, and serves API docs outside production by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({
      trustProxy: [],
      publicOrigin: undefined,
      apiDocs: true,
    });
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' })).toMatchObject({
      trustProxy: [],
      apiDocs: false,
    });
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, API_DOCS: 'false' }).apiDocs).toBe(false);
  });

  it('reads the trusted proxies as addresses and ranges, and the public origin as an origin', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback',
      PUBLIC_ORIGIN: 'https://Bible.Example.org/',
    });
    expect(config.trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8', 'loopback']);
    expect(config.publicOrigin).toBe('https://bible.example.org');
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'false' }).trustProxy).toEqual([]);
  });

  it('counts the limits in memory unless SHARED_LIMITS=true names a shared server (decision 378)', () => {
    const server = 'postgres://localhost/openconcordance';
    expect(loadConfig({ DATA_DIR: dataDir }).sharedLimits).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: server }).sharedLimits).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: server, SHARED_LIMITS: 'true' }).sharedLimits).toBe(
      true,
    );
  });

  const trustProxyMessage =
    'TRUST_PROXY: TRUST_PROXY must list the proxies by address or CIDR, such as 127.0.0.1 or 10.0.0.0/8,::1 ' +
    '(or loopback, linklocal, uniquelocal)';

  it.each([
    [{ PORT: 'eighty' }, 'PORT: PORT must be a number'],
    [{ TRUST_PROXY: 'true' }, `${trustProxyMessage} ("true" cannot tell a proxy from a client`],
    [{ TRUST_PROXY: '1' }, `${trustProxyMessage} ("1" cannot tell a proxy from a client`],
    [
      { TRUST_PROXY: '10.0.0.0/33,proxy.local' },
      `${trustProxyMessage} (not an address: "10.0.0.0/33", "proxy.local")`,
    ],
    [{ TRUST_PROXY: '300.1.1.1' }, `${trustProxyMessage} (not an address: "300.1.1.1")`],
    [{ PUBLIC_ORIGIN: 'bible.example.org' }, "PUBLIC_ORIGIN: PUBLIC_ORIGIN must be the site's origin"],
    [
      { PUBLIC_ORIGIN: 'https://bible.example.org/app' },
      "PUBLIC_ORIGIN: PUBLIC_ORIGIN must be the site's origin",
    ],
    [{ PUBLIC_ORIGIN: 'ftp://bible.example.org' }, "PUBLIC_ORIGIN: PUBLIC_ORIGIN must be the site's origin"],
    [{ API_DOCS: 'yes' }, 'API_DOCS: API_DOCS must be true or false'],
    [{ PORT: '70000' }, 'PORT: PORT must be between 0 and 65535'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV: NODE_ENV must be one of development, test or production'],
    [
      { DATABASE_URL: 'mysql://localhost/db' },
      'DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://',
    ],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET: SESSION_SECRET must be at least 32 characters'],
    [{ SHARED_LIMITS: 'yes' }, 'SHARED_LIMITS: SHARED_LIMITS must be true or false'],
    [{ SHARED_LIMITS: 'true' }, 'SHARED_LIMITS: SHARED_LIMITS=true needs DATABASE_URL'],
  ])('rejects %j with a message naming the variable', (environment, message) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...environment })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, ...environment })).toThrow(message);
  });
});
