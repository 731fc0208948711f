import { terminalProgress } from './cli/import-progress';
import { summariseOutcome } from './cli/import-summary';
import { shippedSources } from '../ingest/sources';
import { buildApp } from './app';
import { ImportRepository } from './bible/import.repository';
import { ImportService } from './bible/import.service';
import { ConfigError, loadConfig } from './config';
import { DatabaseInUseError, openDatabase } from './db/database';

/** Starts the site: configuration, database and migrations, the first administrator, then the HTTP server. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ config, database });

  const admin = await app.services.auth.ensureAdmin(config.adminUsername, config.adminPassword);
  if (admin?.generated) {
    // Printed once, to the terminal only; it is never stored anywhere in clear.
    console.log(
      `\nFirst administrator created.\n  username: ${admin.user.username}\n  password: ${admin.password}\n` +
        'Keep this password now: it will not be shown again (reset it with `npm run admin -- create NAME`).\n',
    );
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

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  // Indexes build in the background; a search that arrives first waits for its own version only.
  void app.services.indexes
    .warmUp()
    .catch((error: unknown) => app.log.error({ err: error }, 'index warm-up failed'));
  console.log(`OpenConcordance is running at ${address.replace('127.0.0.1', 'localhost')}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseInUseError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
