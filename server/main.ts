import { terminalProgress } from './cli/import-progress';
import { summariseOutcome } from './cli/import-summary';
import { shippedSources } from '../ingest/sources';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { leaveFirstAdminPassword } from './auth/first-admin';
import { ImportRepository } from './bible-data/import.repository';
import { ImportService } from './bible-data/import.service';
import { serveControlSocket } from './backup/control-socket';
import { ConfigError, loadConfig, type Config } from './config';
import { DatabaseInUseError, openDatabase } from './db/database';
import { MigrationError } from './db/migrate';
import { AppError } from './errors';
import { guardProcess } from './process-guard';
import { shutDown, SHUTDOWN_GRACE_MS } from './shutdown';
import { siteOrigin } from './render/page-renderer';
import { summariseStudyReport } from './study-sources/study-report';

/** Creates the first administrator when there is none; a common ADMIN_PASSWORD stops the start. */
async function ensureFirstAdmin(app: FastifyInstance, config: Config) {
  try {
    return await app.services.auth.ensureAdmin(config.adminUsername, config.adminPassword);
  } catch (error) {
    // Instances started at once on a new database each found no administrator; one created it first.
    if (error instanceof AppError && error.code === 'username_taken') return undefined;
    if (error instanceof AppError && error.code === 'common_password') {
      throw new ConfigError(
        'Invalid configuration:\n  ADMIN_PASSWORD: is one of the most common passwords; choose another',
      );
    }
    throw error;
  }
}

/** Starts the site: configuration, database and migrations, the first administrator, then the HTTP server. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onMigrated: (names) => {
      if (names.length) console.log(`Applied migrations: ${names.join(', ')}`);
    },
  });
  const app = await buildApp({ config, database });
  // A rejection nobody handled is logged and counted, not fatal; an uncaught exception still ends the process.
  guardProcess(app);
  const { dumpDataDir } = database;
  if (dumpDataDir) {
    // PGlite serves this process only: `npm run backup` asks it for a dump over DATA_DIR/control.sock (decision 397).
    // Without it the site still serves; only its backup then needs it stopped.
    await serveControlSocket({ dataDir: config.dataDir, dump: dumpDataDir, log: app.log }).then(
      (control) => app.addHook('onClose', () => control.close(SHUTDOWN_GRACE_MS)),
      (error: unknown) =>
        app.log.error(
          { err: error },
          'control socket not opened: backing up the embedded database needs the site stopped',
        ),
    );
  }

  const admin = await ensureFirstAdmin(app, config);
  if (admin?.generated) {
    // The password goes to a file only the operator can read, not to the terminal (often a log).
    const { message } = leaveFirstAdminPassword(config.dataDir, {
      username: admin.user.username,
      password: admin.password,
    });
    console.log(message);
  } else if (admin) {
    app.log.info({ username: admin.user.username }, 'first administrator created from ADMIN_PASSWORD');
  }

  if (!config.skipImport) {
    // The first start imports every installed source, so the Quick start serves real data; later starts
    // import only sources installed since (re-import with `npm run import`).
    const sources = shippedSources({ sourcesDir: config.sourcesDir });
    const importer = new ImportService(new ImportRepository(database.db));
    const progress = terminalProgress(process.stdout);
    const outcomes = await importer.importAvailable(sources, progress, { onlyNew: true });
    progress.finish();
    if (outcomes.length)
      console.log(
        `Imported Bible data:\n${outcomes.map((outcome) => `  ${summariseOutcome(outcome)}`).join('\n')}`,
      );
  }
  // Study sources (cross-references, commentaries…): the first start imports them, every start loads them.
  const studyReports = await app.services.studySources.start({ importNew: !config.skipImport });
  for (const report of studyReports) console.log(`Imported study source: ${summariseStudyReport(report)}`);

  const stop = (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    shutDown(app, database).then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  // The versions most readers search first are built in the background at start; the others on first use
  // (decision 155). A search that arrives first waits for its own version only.
  const startVersions = await app.services.settings.getMany(['search.defaultVersion', 'edition.special']);
  // The instance says it is ready (`/api/ready`, decision 360) once those are built: texts and study sources
  // are loaded above, so a proxy or a rolling upgrade sends it readers only when their searches are quick.
  void app.services.indexes
    .warmUp([
      'kjv',
      startVersions['search.defaultVersion'] ?? 'kjv',
      startVersions['edition.special'] ?? 'rstne',
    ])
    .catch((error: unknown) => app.log.error({ err: error }, 'index warm-up failed'))
    .finally(() => app.readiness.ready());
  console.log(`OpenConcordance is running at ${address.replace('127.0.0.1', 'localhost')}`);
  if (config.nodeEnv === 'production' && !config.publicOrigin) {
    // The pages never take their address from the request's Host (decision 253).
    console.warn(
      `PUBLIC_ORIGIN is not set: canonical links, robots.txt and the sitemap name ${siteOrigin(config)}; ` +
        'set it to the address readers type, such as https://bible.example.org',
    );
  }
}

/** The exit status of a start that cannot succeed as configured: scripts/keep-running.sh and systemd do not retry. */
const EXIT_CONFIGURATION = 78;

main().catch((error: unknown) => {
  // A failed migration fails the same way on the next try: systemd does not retry it either (decision 361).
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseInUseError ||
    error instanceof MigrationError
  ) {
    console.error(error.message);
    process.exit(EXIT_CONFIGURATION);
  }
  console.error(error);
  process.exit(1);
});
