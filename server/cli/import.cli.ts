import type { FastifyBaseLogger } from 'fastify';
import { DictionaryService } from '../dictionary/dictionary.service';
import { TopicsService } from '../topics/topics.service';
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
import { SettingsService } from '../settings/settings.service';
import { StudySourceDataError } from '../study-sources/study-source';
import { createStudySources } from '../study-sources/study-sources.list';
import { StudySourcesRepository } from '../study-sources/study-sources.repository';
import { StudySourcesService } from '../study-sources/study-sources.service';
import { summariseStudyReport } from '../study-sources/study-report';

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
      study: { type: 'string' },
    },
  });
  if (values.file) return importFile(values.file, values);
  if (values.study) return studyCommand(values.study, positionals);
  const config = loadConfig();
  const sources = shippedSources({ sourcesDir: config.sourcesDir });
  if (values.help || values.list || positionals.length === 0) {
    console.log(
      'Usage: npm run import -- <source>... | all\n' +
        '       npm run import -- --file PATH --code CODE [--name NAME] [--licence TEXT]\n' +
        '         imports a licensed edition you hold (plain text, CSV/TSV, USFM, OSIS, SQL rows, SWORD zip)\n' +
        '       npm run import -- --study list | import <id>... | remove <id>...\n' +
        '         study sources (cross-references, commentaries, dictionaries): list, import again, remove\n\nSources:',
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

/** What the study services log while the command prints its own report. */
const quietLog = { info: () => undefined, warn: console.warn } as unknown as FastifyBaseLogger;

/**
 * `--study list|import|remove [id...]`: the study sources (server/study-sources/). A running server follows
 * the change within its refresh interval (30 s), without a restart.
 */
async function studyCommand(action: string, ids: string[]): Promise<number> {
  if (!['list', 'import', 'remove'].includes(action)) {
    console.error('--study takes list, import or remove.');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const registry = new StudySourcesService(
      createStudySources({
        dictionary: new DictionaryService(quietLog),
        topics: new TopicsService(quietLog),
      }).all,
      new StudySourcesRepository(database.db),
      new SettingsService(database.db),
    );
    if (action === 'list') {
      for (const status of await registry.statuses()) {
        const report = status.report ? `  ${summariseStudyReport(status.report)}` : '';
        console.log(
          `${status.id.padEnd(16)} ${status.state.padEnd(9)} ${status.title} (${status.licence})${report}`,
        );
      }
      return 0;
    }
    const unknown = ids.filter((id) => !registry.get(id));
    if (!ids.length || unknown.length) {
      console.error(
        `Name the study sources: ${registry.sources.map((source) => source.id).join(', ')}` +
          (unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''),
      );
      return 2;
    }
    for (const id of ids) {
      if (action === 'remove') {
        await registry.remove(id);
        console.log(`${id}: removed (import it again with npm run import -- --study import ${id})`);
      } else {
        try {
          console.log(summariseStudyReport(await registry.import(id), id));
        } catch (error) {
          if (!(error instanceof StudySourceDataError)) throw error;
          console.error(`${id}: ${error.message}`);
          return 1;
        }
      }
    }
    return 0;
  } finally {
    await database.close();
  }
}

runCli(main);
