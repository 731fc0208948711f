import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync, type WriteStream } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixtureManifests } from './fixture-manifests';

const HEALTH_TIMEOUT_MS = 120_000;
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface Credentials {
  username: string;
  password: string;
}

export interface RunningServer {
  baseUrl: string;
  adminCredentials: Credentials;
  stop: () => Promise<void>;
}

/** A port the operating system says is free right now. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function randomPassword(length = 20): string {
  return randomBytes(length).toString('base64url').slice(0, length);
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode} before it was healthy`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`GET /api/health did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Imports the made-up data of `manifests` into the fresh data directory (see import-fixtures.ts). */
function importFixtures(env: NodeJS.ProcessEnv, log: WriteStream): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'e2e/setup/import-fixtures.ts'], {
      cwd: projectRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`Importing the e2e fixtures failed (exit ${code}); see the server log`)),
    );
  });
}

/**
 * Starts `server/main.ts` in test mode on a free port with a fresh data directory (holding the made-up data of
 * `manifests`: by default every `e2e/fixtures/*.fixture.json`) and a random admin password.
 */
export async function startServer(
  logFile: string,
  { manifests = fixtureManifests() }: { manifests?: string[] } = {},
): Promise<RunningServer> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'openconcordance-e2e-'));
  const adminCredentials = { username: 'admin', password: randomPassword() };
  const log = createWriteStream(logFile);
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ADMIN_USERNAME: adminCredentials.username,
    ADMIN_PASSWORD: adminCredentials.password,
    OPENCONCORDANCE_SKIP_IMPORT: '1',
    E2E_FIXTURE_MANIFESTS: JSON.stringify(manifests),
  };
  if (manifests.length) {
    try {
      await importFixtures(env, log);
    } catch (error) {
      log.end();
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Never leave the server behind, even when the test runner itself crashes.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.removeListener('exit', killOnExit));
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const baseUrl = `http://127.0.0.1:${port}`;

  const stop = async () => {
    await stopChild(child);
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, adminCredentials, stop };
}
