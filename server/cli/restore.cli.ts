import { countDifferences, restoreBackup } from '../backup/backup';
import { backupArguments } from './backup-arguments';
import { runCli } from './run-cli';

const usage =
  'Usage: npm run restore -- FILE\n  Restores a backup written by `npm run backup` into an empty database: a new database on the server\n' +
  '  (DATABASE_URL), or an empty DATA_DIR for the embedded one. The site must not be running on it.';

/** `npm run restore -- FILE` (decision 362): refuses a file that is not ours, damaged or newer; checks the counts. */
async function main(): Promise<number> {
  const parsed = backupArguments(usage);
  if (!parsed) return 2;
  const { file, target } = parsed;
  const outcome = await restoreBackup(target, file);
  const differences = countDifferences(outcome);
  if (differences.length) {
    console.error(
      `Restored, but these tables do not hold what the backup counted:\n  ${differences.join('\n  ')}`,
    );
    return 1;
  }
  const rows = Object.values(outcome.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Restored ${file} (schema ${outcome.header.schema.migration}, written ${outcome.header.createdAt}): ` +
      `${Object.keys(outcome.tables).length} tables, ${rows} rows, every count as in the backup. ` +
      'The next start applies any newer migrations.',
  );
  return 0;
}

runCli(main);
