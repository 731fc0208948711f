import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { IngestError } from '../../ingest/model';
import { readUpload } from '../../ingest/readers/upload';
import { ImportRepository } from '../bible-data/import.repository';
import { ImportService } from '../bible-data/import.service';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { isAvailable, shippedSources } from '../../ingest/sources';
import { terminalProgress } from './import-progress';
import { summariseOutcome } from './import-summary';
import { runCli } from './run-cli';

/** `npm run import -- <source>|all`: imports shipped sources into the configured database. */
async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    args: process.argv.slice(2),
    options: {
      help: { type: 'boolean', short: 'h' },
      list: { type: 'boolean' },
      file: { type: 'string' },
      code: { type: 'string' },
      name: { type: 'string' },
      licence: { type: 'string' },
    },
  });
  if (values.file) return importFile(values.file, values);
  const config = loadConfig();
  const sources = shippedSources({ sourcesDir: config.sourcesDir });
  if (values.help || values.list || positionals.length === 0) {
    console.log(
      'Usage: npm run import -- <source>... | all\n' +
        '       npm run import -- --file PATH --code CODE [--name NAME] [--licence TEXT]\n' +
        '         imports a licensed edition you hold (plain text, CSV/TSV, USFM, OSIS, SQL rows, SWORD zip)\n\nSources:',
    );
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

/** Imports one file an administrator holds a licence for, e.g. `--file rstne.txt --code rstne`. */
async function importFile(
  file: string,
  options: { code?: string; name?: string; licence?: string },
): Promise<number> {
  if (!options.code || !/^[a-z0-9][a-z0-9_-]{0,31}$/.test(options.code)) {
    console.error(
      '--code is required: lower-case letters, digits, _ or -, at most 32 characters (e.g. rstne).',
    );
    return 2;
  }
  let text;
  try {
    text = await readUpload(path.basename(file), readFileSync(file), {
      meta: {
        code: options.code,
        ...(options.name ? { name: options.name } : {}),
        ...(options.licence ? { licence: options.licence } : {}),
        source: `imported from ${path.basename(file)}`,
      },
    });
  } catch (error) {
    // A malformed file is reported with its line, and nothing is written.
    if (error instanceof IngestError || (error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error((error as Error).message);
      return 1;
    }
    throw error;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const progress = terminalProgress();
    const service = new ImportService(new ImportRepository(database.db));
    const outcome = await service.importSource(
      {
        id: options.code,
        label: file,
        requiredFile: file,
        installHint: '',
        load: async () => ({ kind: 'bible', text }),
      },
      progress,
    );
    progress.finish();
    console.log(summariseOutcome(outcome));
    return outcome.status === 'completed' ? 0 : 1;
  } finally {
    await database.close();
  }
}

runCli(main);
