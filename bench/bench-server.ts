import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';

/**
 * The site as the throughput benchmarks load it: server/main.ts without the first-start work (administrator,
 * imports) and with the per-address request limits off, since all their load comes from one address. The
 * abuse benchmark runs server/main.ts itself, limits on.
 */
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ config, database, requestLimits: false });
process.once('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .then(() => process.exit(0));
});
await app.listen({ port: config.port, host: config.host });
void app.services.indexes.warmUp();
