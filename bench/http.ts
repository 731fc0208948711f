import { spawn, spawnSync } from 'node:child_process';
import autocannon from 'autocannon';

export interface BenchServer {
  base: string;
  /** The server process, whose CPU time a bench reads. */
  pid: number | undefined;
  /** Stops the server and waits for it to exit, so its embedded database is closed before anyone removes it. */
  stop(): Promise<void>;
}

/**
 * Starts the real server as its own process on `dataDir` (importing `sources` there first, when given) and
 * waits until `readyPath` answers, so the load comes from another process than the one serving it. Its
 * per-address request limits are off (bench/bench-server.ts), since all the load comes from one address,
 * unless `requestLimits` asks for the production server as it is (server/main.ts).
 */
export async function startBenchServer(options: {
  dataDir: string;
  port: number;
  readyPath: string;
  sources?: string[];
  requestLimits?: boolean;
  /** A PostgreSQL database to run on instead of the embedded one in `dataDir`. */
  databaseUrl?: string;
}): Promise<BenchServer> {
  const environment = {
    ...process.env,
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    PORT: String(options.port),
    OPENCONCORDANCE_SKIP_IMPORT: '1',
    ADMIN_PASSWORD: 'bench-password-only',
  };
  if (options.sources?.length) {
    spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/import.cli.ts', ...options.sources], {
      env: environment,
      stdio: 'ignore',
    });
  }
  const entry = options.requestLimits ? 'server/main.ts' : 'bench/bench-server.ts';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: environment,
    stdio: 'ignore',
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${options.port}`;
  for (let attempt = 0; attempt < 240; attempt++) {
    const ready = await fetch(base + options.readyPath)
      .then((response) => response.ok)
      .catch(() => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    base,
    pid: child.pid,
    stop: async () => {
      child.kill();
      await exited;
    },
  };
}

/** 50 connections for 10 s, each request the next of `paths` in turn. */
export function loadInTurn(base: string, paths: readonly string[]): Promise<autocannon.Result> {
  let next = 0;
  return autocannon({
    url: base,
    connections: 50,
    duration: 10,
    requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }) }],
  });
}

/** One line: throughput, latency median and p99, errors. */
export function describeLoad(label: string, result: autocannon.Result): string {
  return `${label}: ${Math.round(result.requests.average)} requests/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}`;
}
