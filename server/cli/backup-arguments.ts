import { parseArgs } from 'node:util';
import type { BackupTarget } from '../backup/backup';
import { loadConfig } from '../config';

/**
 * The one FILE argument of `npm run backup` and `npm run restore` (and the backup's `--live`, decision 397),
 * and the database the settings name; prints the usage and answers undefined when the arguments are not
 * exactly one file, or name an option the command does not take.
 */
export function backupArguments(
  usage: string,
  args: string[] = process.argv.slice(2),
  options: { live?: boolean } = {},
): { file: string; target: BackupTarget; live: boolean } | undefined {
  let parsed;
  try {
    parsed = parseArgs({
      allowPositionals: true,
      args,
      options: options.live ? { live: { type: 'boolean' } } : {},
    });
  } catch {
    console.error(usage);
    return undefined;
  }
  const { positionals, values } = parsed;
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error(usage);
    return undefined;
  }
  const config = loadConfig();
  return {
    file,
    target: { databaseUrl: config.databaseUrl, dataDir: config.dataDir },
    live: (values as { live?: boolean }).live === true,
  };
}
