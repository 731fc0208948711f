import { parseArgs } from 'node:util';
import type { BackupTarget } from '../backup/backup';
import { loadConfig } from '../config';

/**
 * The one FILE argument of `npm run backup` and `npm run restore`, and the database the settings name; prints
 * the usage and answers undefined when the arguments are not exactly one file.
 */
export function backupArguments(
  usage: string,
  args: string[] = process.argv.slice(2),
): { file: string; target: BackupTarget } | undefined {
  const { positionals } = parseArgs({ allowPositionals: true, args });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error(usage);
    return undefined;
  }
  const config = loadConfig();
  return { file, target: { databaseUrl: config.databaseUrl, dataDir: config.dataDir } };
}
