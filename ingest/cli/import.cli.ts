import { parseArgs } from 'node:util';
import { ImportRepository } from '../../server/bible/import.repository';
import { ImportService } from '../../server/bible/import.service';
import { ConfigError, loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/database';
import { isAvailable, shippedSources } from '../sources';
import { terminalProgress } from './progress';
import { summariseOutcome } from './summary';

/** `npm run import -- <source>|all`: imports shipped sources into the configured database. */
async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    args: process.argv.slice(2),
    options: { help: { type: 'boolean', short: 'h' }, list: { type: 'boolean' } },
  });
  const config = loadConfig();
  const sources = shippedSources({ sourcesDir: config.sourcesDir });
  if (values.help || values.list || positionals.length === 0) {
    console.log('Usage: npm run import -- <source>... | all\n\nSources:');
    for (const source of sources) {
      console.log(
        `  ${source.id.padEnd(16)} ${source.label}${isAvailable(source) ? '' : `  (not installed: needs ${source.installHint})`}`,
      );
    }
    return positionals.length === 0 && !values.help && !values.list ? 2 : 0;
  }
  const unknown = positionals.filter((id) => id !== 'all' && !sources.some((source) => source.id === id));
  if (unknown.length) {
    console.error(`Unknown source: ${unknown.join(', ')}. Run \`npm run import -- --list\` to see them.`);
    return 2;
  }
  const chosen = positionals.includes('all')
    ? sources
    : sources.filter((source) => positionals.includes(source.id));
  const missing = chosen.filter((source) => !isAvailable(source));
  if (!positionals.includes('all') && missing.length) {
    for (const source of missing)
      console.error(`${source.id}: ${source.requiredFile} is missing; install ${source.installHint}.`);
    return 1;
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const progress = terminalProgress();
    const outcomes = await new ImportService(new ImportRepository(database.db)).importAvailable(
      chosen,
      progress,
    );
    progress.finish();
    for (const outcome of outcomes) console.log(summariseOutcome(outcome));
    return outcomes.some((outcome) => outcome.status === 'failed') ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
