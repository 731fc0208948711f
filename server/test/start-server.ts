import { spawn, type ChildProcess } from 'node:child_process';

/** The first administrator's password in the processes these tests start. */
export const TEST_ADMIN_PASSWORD = 'a-long-password-nobody-guesses-42';

/**
 * The start command as an operator runs it, on an embedded database of its own in `dataDir`, without the
 * Bible imports; `env` adds or overrides settings. `output()` is everything it printed so far.
 */
export function startServer(
  dataDir: string,
  env: Record<string, string> = {},
): {
  child: ChildProcess;
  address: Promise<URL>;
  exit: Promise<number | null>;
  output: () => string;
} {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      OPENCONCORDANCE_SKIP_IMPORT: '1',
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const address = new Promise<URL>((resolve, reject) => {
    child.stdout!.on('data', () => {
      const found = /running at (http:\/\/\S+)/.exec(output);
      if (found) resolve(new URL(found[1]!.replace('localhost', '127.0.0.1')));
    });
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, address, exit, output: () => output };
}
