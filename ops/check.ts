/**
 * `npm run ops:check` (issue 40, decision 377): a PostgreSQL cluster of its own, three instances of the built
 * server behind nginx, all on loopback; a mixed load through nginx while an instance is killed and started
 * again, the database server restarts, a backup is taken and the instances are upgraded one by one; the
 * per-address limit across the three; the backup restored into a new database. Prints the figures and exits 1
 * when a goal is missed.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { signInAdmin, signUpWriters } from './accounts';
import { checkSearchLimit } from './limit';
import { Client, Load, READS } from './load';
import { describePhase, Goals, p99, readFailed } from './figures';
import { PostgresCluster } from './postgres-cluster';
import { verifyWrites } from './verify';
import { direct, freePort, freePorts, Stack, until } from './stack';

const run = promisify(execFile);
const INSTANCES = 3;
/** The issue's 200 connections: each reader keeps one of its own, from its own address (at most 250). */
const READERS = Math.min(250, Number(process.env.OPS_READERS ?? 200));
/** Reads a second in all, shared by the readers: the load, whatever the number of connections. */
const READS_PER_SECOND = 100;
const WRITERS = Number(process.env.OPS_WRITERS ?? 8);
/** The whole check is stopped past this, whatever it is doing. */
const WATCHDOG_MS = 9 * 60_000;
/** The issue's timeline, in seconds from the start of the load. */
const KILL_AT = 20;
const DATABASE_DOWN_AT = 30;
const RESTART_AT = 40;

const say = (text: string) => console.log(`\x1b[1m==>\x1b[0m ${text}`);
const seconds = (ms: number | undefined) => (ms === undefined ? 'never' : `${(ms / 1000).toFixed(1)} s`);

async function main(): Promise<number> {
  if (!existsSync('dist/server/main.js') || !existsSync('dist/web/index.html'))
    throw new Error('The check runs the built site: npm run build first');
  const folder = mkdtempSync(path.join(tmpdir(), 'oc-ops-'));
  // nginx's workers (and PostgreSQL run as its own user when the check runs as root) go through this folder.
  chmodSync(folder, 0o755);
  const cluster = new PostgresCluster(folder, await freePort());
  const firstPort = await freePorts(INSTANCES);
  const proxyPort = await freePort();
  const adminPassword = randomBytes(18).toString('base64url');
  const stack = new Stack(
    path.join(folder, 'deploy'),
    {
      DATABASE_URL: cluster.url('openconcordance'),
      PROXY_PORT: String(proxyPort),
      FIRST_PORT: String(firstPort),
      OPENCONCORDANCE_SKIP_IMPORT: '1',
      ADMIN_USERNAME: 'opsadmin',
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
      READY_TIMEOUT: '120',
    },
    firstPort,
  );
  const goals = new Goals();
  const watchdog = setTimeout(() => {
    console.error(`The check ran past ${WATCHDOG_MS / 60_000} minutes: stopped`);
    void cleanUp(stack, cluster, folder).finally(() => process.exit(1));
  }, WATCHDOG_MS);
  const started = Date.now();
  try {
    say(`PostgreSQL ${path.basename(path.dirname(cluster.bin))} on port ${cluster.port} in ${folder}`);
    await cluster.create();
    await cluster.start();
    await cluster.createDatabase('openconcordance');
    say('Importing the KJV and the Strong’s dictionaries once');
    await run(
      'node',
      ['--import', 'tsx', 'server/cli/import.cli.ts', 'kjv', 'strongs-hebrew', 'strongs-greek'],
      {
        env: { ...process.env, DATABASE_URL: stack.environment.DATABASE_URL },
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    say(
      `Three instances on ports ${firstPort}-${firstPort + 2}, nginx on ${proxyPort} (scripts/deploy-local.sh)`,
    );
    const startedAt = Date.now();
    await stack.deploy('start', String(INSTANCES));
    goals.info(
      `three instances started at once on the new database and ready in ${seconds(Date.now() - startedAt)}`,
    );
    await scenarios(stack, cluster, folder, `http://127.0.0.1:${proxyPort}`, adminPassword, goals);
  } finally {
    clearTimeout(watchdog);
    await cleanUp(stack, cluster, folder);
  }
  console.log(
    `\nGoals (${seconds(Date.now() - started)} in all):\n${goals.lines.map((line) => `  ${line}`).join('\n')}`,
  );
  return goals.missed ? 1 : 0;
}

async function scenarios(
  stack: Stack,
  cluster: PostgresCluster,
  folder: string,
  baseUrl: string,
  adminPassword: string,
  goals: Goals,
): Promise<void> {
  await checkSearchLimit(baseUrl, goals);

  // --- Sign in: readers who write notes, and the administrator ---------------------------------------------
  const writers = await signUpWriters(baseUrl, WRITERS);
  const admin = await signInAdmin(new Client(baseUrl, '127.0.3.1'), adminPassword);
  const readers = Array.from({ length: READERS }, (_, n) => new Client(baseUrl, `127.0.1.${n + 1}`));

  // Each instance answers every read of the mix once before the load: a page's first render is its slowest.
  for (const n of [1, 2, 3]) for (const url of READS) await direct(stack.port(n), url, 30_000);
  const load = new Load(readers, writers, admin, {
    read: READS_PER_SECOND / READERS,
    write: 1,
    setting: 1 / 3,
  });
  const phases: { name: string; from: number; to: number }[] = [];
  const phase = (name: string, from: number) => phases.push({ name, from, to: Date.now() });
  const pool = new pg.Pool({ connectionString: stack.environment.DATABASE_URL, max: 2 });
  pool.on('error', () => undefined);
  say(
    `Load through nginx: ${READERS} readers on connections of their own (${READS_PER_SECOND} reads/s in all), ${WRITERS} writers of notes (1/s), an administrator saving a setting every 3 s`,
  );
  const loadStart = Date.now();
  load.start();
  try {
    // --- The issue's timeline: instance 2 killed at 20 s, PostgreSQL restarted at 30 s, instance 2 back at 40 s ---
    const at = (second: number) =>
      new Promise((resolve) => setTimeout(resolve, Math.max(0, loadStart + second * 1_000 - Date.now())));
    await at(KILL_AT);
    phase('steady load', loadStart);
    const killedAt = Date.now();
    say(`SIGKILL instance 2 (${KILL_AT} s)`);
    process.kill(stack.pid(2), 'SIGKILL');
    let restartedAt = Number.POSITIVE_INFINITY;
    const instanceBack = (async () => {
      await at(RESTART_AT);
      restartedAt = Date.now();
      say(`Instance 2 started again (${RESTART_AT} s)`);
      await stack.deploy('start-instance', '2');
      goals.info(
        `instance 2 killed at ${KILL_AT} s, started again at ${RESTART_AT} s and ready ${seconds(Date.now() - restartedAt)} later`,
      );
    })();

    await at(DATABASE_DOWN_AT);
    say(`PostgreSQL stopped for 5 s (${DATABASE_DOWN_AT} s), then started again`);
    await cluster.stop();
    const downAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await cluster.start();
    const upAt = Date.now();
    // The instances running through the outage: the killed one is still down.
    const reconnected = await Promise.all(
      [1, 3].map((n) =>
        until(async () => (await direct(stack.port(n), '/api/health', 10_000)).status === 200, 20_000),
      ),
    );
    await instanceBack;
    phase('instance 2 killed, PostgreSQL restarted, instance 2 started again', killedAt);
    const from = Date.now();
    const tagline = `ops-check after the restart ${randomBytes(4).toString('hex')}`;
    const saved = await until(async () => (await load.saveSetting(tagline)).status === 200, 20_000);
    const heard = await Promise.all(
      [1, 2, 3].map((n) =>
        until(async () => (await direct(stack.port(n), '/api/site', 10_000)).body.includes(tagline), 15_000),
      ),
    );
    // Sent once the server had stopped, and answered before it was back: a note sent a moment before the stop
    // and answered a moment after it was written before it (`at` is when the answer came, `ms` how long it took).
    const outageNotes = load.tally.notes.filter(
      (note) => note.outcome.at - note.outcome.ms >= downAt && note.outcome.at < upAt,
    );
    console.log(
      `PostgreSQL down ${seconds(upAt - downAt)}; instances 1 and 3 answered their health check ${reconnected.map(seconds).join(', ')} after it was back; ` +
        `a setting saved ${seconds(saved)} after instance 2 was back, heard by the instances ${heard.map(seconds).join(', ')} later`,
    );
    goals.goal(
      reconnected.every((ms) => ms !== undefined && ms <= 10_000),
      `every running instance reconnected within 10 s of the server's return: ${reconnected.map(seconds).join(', ')}`,
    );
    goals.goal(
      heard.every((ms) => ms !== undefined && ms <= 10_000),
      `every instance heard a setting's change within 10 s (its LISTEN connection is back): ${heard.map(seconds).join(', ')}`,
    );
    // Writes go to their own group in nginx, never retried on a 503 nor taken out of rotation by one
    // (decision 396): each note sent during the outage gets the instance's 503, none nginx's 502.
    const outageRefused = outageNotes.filter((note) => note.outcome.status === 503).length;
    goals.goal(
      outageRefused > 0 && outageRefused === outageNotes.length,
      `notes posted during the outage answered 503: ${outageRefused} of ${outageNotes.length}` +
        (outageRefused < outageNotes.length
          ? ` (${JSON.stringify(
              outageNotes
                .filter((note) => note.outcome.status !== 503)
                .slice(0, 3)
                .map((note) => note.outcome),
            )})`
          : ''),
    );

    // --- A backup under load, and the rolling upgrade (the phase counts from the setting's save) ------------
    const backupFile = path.join(folder, 'ops-check.backup');
    say(
      'Backup under load, beside a rolling upgrade (each instance restarted once its predecessor is ready)',
    );
    const backup = run('node', ['--import', 'tsx', 'server/cli/backup.cli.ts', backupFile], {
      env: { ...process.env, DATABASE_URL: stack.environment.DATABASE_URL },
    }).then(({ stdout }) => stdout.trim());
    const rollingFrom = Date.now();
    await stack.deploy('restart');
    const rolled = Date.now() - rollingFrom;
    const backupLine = await backup;
    console.log(backupLine);
    goals.info(`rolling upgrade of three instances in ${seconds(rolled)}`);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    phase('backup and rolling upgrade', from);

    await load.stop();
    const end = Date.now();
    phases.push({ name: 'whole run', from: loadStart, to: end });
    console.log('\nFigures (through nginx):');
    for (const { name, from: start, to } of phases)
      console.log(`  ${describePhase(name, load.tally, start, to)}`);

    const reads = load.tally.reads;
    const failedReads = reads.filter(readFailed);
    goals.goal(
      failedReads.length === 0,
      `0 failed reads: ${failedReads.length} of ${reads.length} (p99 ${p99(reads).toFixed(0)} ms)`,
    );
    for (const { name, from: start, to } of phases.slice(0, -1)) {
      const failed = failedReads.filter((outcome) => outcome.at >= start && outcome.at < to).length;
      if (failed) goals.info(`${failed} failed reads during "${name}"`);
    }

    // --- Writes: every 2xx present, every 503 absent, nothing else -------------------------------------------
    await verifyWrites(
      pool,
      load.tally,
      { killedAt, restartedAt, downAt, upAt, rollingFrom, rolledAt: rollingFrom + rolled },
      goals,
    );

    // --- What the bot recorded of the outage ------------------------------------------------------------------
    const outage503 = outageRefused;
    const recorded = await until(async () => {
      const { rows } = await pool.query<{ count: number }>(
        "select coalesce(sum(count), 0)::int as count from bot_errors where error_type = 'HTTP 503' and url = $1",
        ['/api/study/marks'],
      );
      return rows[0]!.count >= outage503;
    }, 25_000);
    goals.goal(
      outage503 > 0 && recorded !== undefined,
      `the ADMIN BOT recorded the outage: its error reports count the ${outage503} notes answered 503 ("HTTP 503 /api/study/marks")`,
    );

    // --- Restore into a new database, the same counts ------------------------------------------------------
    await cluster.createDatabase('restored');
    try {
      const { stdout } = await run('node', ['--import', 'tsx', 'server/cli/restore.cli.ts', backupFile], {
        env: { ...process.env, DATABASE_URL: cluster.url('restored') },
      });
      console.log(stdout.trim());
      goals.goal(
        true,
        'the backup taken under load restored into a new database with the same count in every table',
      );
    } catch (error) {
      const { stderr } = error as { stderr?: string };
      goals.goal(false, `the restore into a new database: ${stderr?.trim() ?? String(error)}`);
    }
  } finally {
    await load.stop();
    await pool.end();
    for (const client of [...readers, ...writers, admin]) client.close();
  }
}

async function cleanUp(stack: Stack, cluster: PostgresCluster, folder: string): Promise<void> {
  await stack.deploy('stop').catch((error: unknown) => console.error('deploy-local.sh stop:', error));
  await cluster.stop().catch(() => undefined);
  if (process.env.OPS_KEEP) console.log(`Kept ${folder}`);
  else rmSync(folder, { recursive: true, force: true });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
