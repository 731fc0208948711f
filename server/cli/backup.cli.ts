import { createBackup } from '../backup/backup';
import { backupArguments } from './backup-arguments';
import { runCli } from './run-cli';

const usage =
  'Usage: npm run backup -- FILE\n  Writes a backup of the database the settings name (DATABASE_URL, or the embedded one in DATA_DIR) to FILE.';

/** `npm run backup -- FILE` (decision 362). */
async function main(): Promise<number> {
  const parsed = backupArguments(usage);
  if (!parsed) return 2;
  const { file, target } = parsed;
  const header = await createBackup(target, file);
  const rows = Object.values(header.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Backup written to ${file}: ${header.kind === 'postgres' ? 'PostgreSQL server' : 'embedded database'}, ` +
      `schema ${header.schema.migration}, ${Object.keys(header.tables).length} tables, ${rows} rows, ` +
      `${(header.payload.bytes / 1e6).toFixed(1)} MB.`,
  );
  return 0;
}

runCli(main);
