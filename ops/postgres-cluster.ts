import { execFile } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's PostgreSQL server programs, newest version first (`/usr/lib/postgresql/<version>/bin`). */
export function postgresBinaries(root = '/usr/lib/postgresql'): string {
  let versions: string[] = [];
  try {
    versions = readdirSync(root).filter((name) => /^\d+$/.test(name));
  } catch {
    // Reported below.
  }
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest)
    throw new Error(
      `No PostgreSQL server in ${root}: apt-get install postgresql (its programs initdb and pg_ctl)`,
    );
  return path.join(root, newest, 'bin');
}

/**
 * A PostgreSQL cluster of the check's own, in a temporary folder, on a loopback port (decision 377). initdb and
 * the server refuse to run as root: as root they run as the `postgres` user the Debian package creates.
 */
export class PostgresCluster {
  readonly bin = postgresBinaries();
  readonly dataDir: string;
  private readonly runAs: string[];

  constructor(
    readonly folder: string,
    readonly port: number,
  ) {
    this.dataDir = path.join(folder, 'cluster');
    this.runAs = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  }

  /** The URL of a database of this cluster. */
  url(database = 'postgres'): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  private async as(program: string, args: string[]): Promise<string> {
    const [command, ...rest] = [...this.runAs, path.join(this.bin, program), ...args];
    const { stdout } = await run(command!, rest, { maxBuffer: 16 * 1024 * 1024 });
    return stdout;
  }

  /** Creates the cluster: trust on loopback only, no fsync (a throw-away cluster: restarts are clean). */
  async create(): Promise<void> {
    mkdirSync(this.dataDir, { recursive: true });
    if (this.runAs.length) {
      const { uid, gid } = await postgresIds();
      chmodSync(this.folder, 0o755);
      chownSync(this.dataDir, uid, gid);
    }
    await this.as('initdb', [
      '-D',
      this.dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
    ]);
  }

  /** Starts the server and waits until it accepts connections. */
  async start(): Promise<void> {
    const options = [
      `-p ${this.port}`,
      "-c listen_addresses='127.0.0.1'",
      `-c unix_socket_directories='${this.dataDir}'`,
      '-c fsync=off',
      '-c max_connections=200',
    ].join(' ');
    await this.as('pg_ctl', [
      '-D',
      this.dataDir,
      '-o',
      options,
      '-l',
      path.join(this.dataDir, 'server.log'),
      '-w',
      'start',
    ]);
  }

  /** Stops the server as an operator's restart does: sessions are ended, then it shuts down. */
  async stop(): Promise<void> {
    await this.as('pg_ctl', ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  async createDatabase(name: string): Promise<void> {
    await this.as('createdb', ['-h', '127.0.0.1', '-p', String(this.port), '-U', 'postgres', name]);
  }
}

async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const { stdout } = await run('id', ['-u', 'postgres']);
  const { stdout: group } = await run('id', ['-g', 'postgres']);
  return { uid: Number(stdout.trim()), gid: Number(group.trim()) };
}
