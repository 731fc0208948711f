import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { findFreePort } from '../e2e/setup/server';

/**
 * The production server as the HTTP benchmarks run it (bench/http.bench.ts, bench/soak.bench.ts): compiled
 * JavaScript started through scripts/serve.sh, on every shipped source imported once into the bench's data
 * directory (or on DATABASE_URL).
 */
export const projectRoot = path.resolve(import.meta.dirname, '..');
export const dataDir = path.resolve(
  process.env.BENCH_DATA_DIR ?? path.join(projectRoot, 'bench/results/data-pglite'),
);

/**
 * The data directory the server under measure runs on. With a PostgreSQL server (DATABASE_URL) it holds only
 * the index snapshots: a directory of its own, so that they and the embedded database's (other editions of
 * the same versions) don't replace each other.
 */
export function serverDataDir(): string {
  return process.env.DATABASE_URL ? `${dataDir}-postgres` : dataDir;
}

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd: projectRoot, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`);
}

/**
 * The web app, the pages' server side (decision 220: without it `/` is the bare shell) and the bench server;
 * BENCH_BUILT=1 runs what is built already (the same program as the last run, so its index snapshots hold).
 */
export function buildProduction(): void {
  if (process.env.BENCH_BUILT === '1') return;
  console.log('Building the server and the web app (compiled JavaScript, precompressed assets)…');
  run('npx', ['vite', 'build', '--logLevel', 'error']);
  run('npx', ['vite', 'build', '--ssr', '--logLevel', 'error']);
  run(process.execPath, ['scripts/build-server.mjs', '--bench']);
}

/** The shipped sources, imported once into the bench's data directory (a few minutes the first time). */
export function ensureData(): void {
  if (process.env.DATABASE_URL || existsSync(path.join(dataDir, 'imported-all'))) return;
  mkdirSync(dataDir, { recursive: true });
  console.log(`Importing every shipped source into ${dataDir} (once)…`);
  run(process.execPath, ['--import', 'tsx', 'server/cli/import.cli.ts', 'all'], {
    ...process.env,
    DATA_DIR: dataDir,
  });
  writeFileSync(path.join(dataDir, 'imported-all'), new Date().toISOString());
}

export interface RunningProcess {
  child: ChildProcess;
  stop(): Promise<void>;
}

export function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  command = process.execPath,
): RunningProcess {
  const child = spawn(command, args, {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The bench server (bench/bench-server.ts, compiled) run the way production runs: scripts/serve.sh with Node's
 * flags and malloc's thresholds, `exec`, so the pid is the server's. BENCH_NODE_FLAGS replaces the flags to
 * compare (decisions 244 and 246).
 */
export async function startOurServer(
  environment: NodeJS.ProcessEnv = {},
): Promise<RunningProcess & { base: string }> {
  const port = await findFreePort();
  const server = startProcess(
    ['scripts/serve.sh', 'dist/server/bench-server.js'],
    {
      ...process.env,
      ...(process.env.BENCH_NODE_FLAGS ? { SERVER_NODE_FLAGS: process.env.BENCH_NODE_FLAGS } : {}),
      DATA_DIR: serverDataDir(),
      NODE_ENV: 'production',
      PORT: String(port),
      OPENCONCORDANCE_SKIP_IMPORT: '1',
      ...environment,
    },
    'bash',
  );
  return { ...server, base: `http://127.0.0.1:${port}` };
}

export async function waitFor(url: string): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (
      // Asked as the identity form: fetch would ask for a compressed one, which the limit server holds only
      // for the calls measured compressed.
      await fetch(url, { headers: { 'accept-encoding': 'identity' } }).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

/** A process's resident memory now and at its peak, in MiB (Linux). */
export function residentMiB(pid: number | undefined): { now: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { now: Math.round(kib('VmRSS') / 1024), peak: Math.round(kib('VmHWM') / 1024) };
  } catch {
    return undefined;
  }
}

export function residentMemory(pid: number | undefined): string {
  const memory = residentMiB(pid);
  return memory ? `RSS ${memory.now} MiB (peak ${memory.peak} MiB)` : 'RSS unknown';
}

/**
 * The CPU time a process has used, user and system, in seconds (Linux: /proc/PID/stat's utime and stime, in
 * ticks of 1/100 s). Over a round of load, divided by the requests answered, it gives the CPU a request costs,
 * which the sharing of the two cores with the load generator moves much less than the rate does.
 */
export function cpuSeconds(pid: number | undefined): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}
