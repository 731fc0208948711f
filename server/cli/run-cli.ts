import { ConfigError } from '../config';
import { BackupRefused } from '../backup/backup-file';
import { LiveBackupError } from '../backup/control-socket';
import { DatabaseInUseError } from '../db/database';

/**
 * Runs a command-line entry point and exits with its code. Problems a person can fix (a wrong setting, the
 * database held by the running site, a site that offers no live backup) print their message alone; anything else prints its stack.
 */
export function runCli(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      const known =
        error instanceof ConfigError ||
        error instanceof DatabaseInUseError ||
        error instanceof BackupRefused ||
        error instanceof LiveBackupError;
      console.error(known ? error.message : error);
      process.exit(1);
    },
  );
}
