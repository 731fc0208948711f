import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import type { Config } from '../config';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './databases';

/** Configuration for tests: no secrets from the environment, quiet logs. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    nodeEnv: 'test',
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir: 'memory://',
    sessionSecret: 'test-secret-that-is-long-enough-for-signing-cookies',
    cookieSecure: false,
    logLevel: 'silent',
    adminUsername: 'admin',
    adminPassword: undefined,
    demoMode: false,
    sourcesDir: 'data/sources',
    skipImport: true,
    ...overrides,
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** A real app on a fresh database of the given kind, without a web build. */
export async function createTestApp(
  kind: DatabaseKind,
  overrides: Partial<Config> = {},
  options: Pick<BuildAppOptions, 'requestLimits'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase(kind);
  const app = await buildApp({
    config: testConfig(overrides),
    database,
    logger: false,
    webRoot: '/nonexistent',
    ...options,
  });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.destroy();
    },
  };
}
