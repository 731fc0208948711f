import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A loopback port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function portFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** The first of `count` consecutive free loopback ports (deploy-local.sh numbers its instances from it). */
export async function freePorts(count: number): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const first = 20_000 + Math.floor(Math.random() * 20_000);
    const free = await Promise.all(Array.from({ length: count }, (_, n) => portFree(first + n)));
    if (free.every(Boolean)) return first;
  }
  throw new Error(`no ${count} consecutive free ports found`);
}

/**
 * The instances and nginx, run by scripts/deploy-local.sh as an operator trying the deployment would run them
 * (decision 377): the check shares its code, the nginx template's rendering included.
 */
export class Stack {
  constructor(
    readonly deployDir: string,
    readonly environment: NodeJS.ProcessEnv,
    readonly firstPort: number,
  ) {}

  async deploy(...args: string[]): Promise<void> {
    await run('bash', ['scripts/deploy-local.sh', ...args], {
      env: { ...process.env, ...this.environment, DEPLOY_DIR: this.deployDir },
      maxBuffer: 16 * 1024 * 1024,
      timeout: 240_000,
    });
  }

  /** The process id of instance `n` (the node process: serve.sh execs it). */
  pid(n: number): number {
    return Number(readFileSync(path.join(this.deployDir, `instance-${n}.pid`), 'utf8'));
  }

  port(n: number): number {
    return this.firstPort + n - 1;
  }

  log(n: number): string {
    return path.join(this.deployDir, `instance-${n}.log`);
  }
}

/** Polls `probe` every 200 ms until it answers true; answers the ms it took, or undefined past `timeoutMs`. */
export async function until(probe: () => Promise<boolean>, timeoutMs: number): Promise<number | undefined> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await probe().catch(() => false)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return undefined;
}

/** GET on one instance directly (not through nginx), its status and body; 0 when nothing answers. */
export async function direct(
  port: number,
  urlPath: string,
  timeoutMs = 2_000,
): Promise<{ status: number; body: string }> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}${urlPath}`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: answer.status, body: await answer.text() };
  } catch {
    return { status: 0, body: '' };
  }
}
