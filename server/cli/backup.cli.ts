import { createBackup } from '../backup/backup';
import { backupArguments } from './backup-arguments';
import { runCli } from './run-cli';

const usage =
  'Usage: npm run backup -- [--live] FILE\n  Writes a backup of the database the settings name (DATABASE_URL, or the embedded one in DATA_DIR) to FILE.\n' +
  '  --live: the embedded database while the site serves it; the site pauses its database for the dump and needs\n' +
  '  about twice the size of DATA_DIR/pglite in memory meanwhile (decision 397).';

/** `npm run backup -- FILE` (decision 362). */
async function main(): Promise<number> {
  const parsed = backupArguments(usage, undefined, { live: true });
  if (!parsed) return 2;
  const { file, target, live } = parsed;
  const header = await createBackup(target, file, { live });
  const rows = Object.values(header.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `Backup written to ${file}: ${header.kind === 'postgres' ? 'PostgreSQL server' : 'embedded database'}, ` +
      `schema ${header.schema.migration}, ${Object.keys(header.tables).length} tables, ${rows} rows, ` +
      `${(header.payload.bytes / 1e6).toFixed(1)} MB.`,
  );
  return 0;
}

runCli(main);
