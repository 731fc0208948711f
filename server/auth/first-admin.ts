import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Where a generated first administrator's password is left for the operator. */
export const FIRST_ADMIN_FILE = 'first-administrator.txt';

/**
 * Leaves a generated first administrator's password in a file only its owner may read (mode 0600) in the
 * data directory, and answers the lines to print: the file's path, never the password, since the terminal
 * output of a service usually ends up in a log (decision 105). Answers the file's path and the message.
 */
export function leaveFirstAdminPassword(
  dataDir: string,
  admin: { username: string; password: string },
): { file: string; message: string } {
  const file = path.join(dataDir, FIRST_ADMIN_FILE);
  mkdirSync(dataDir, { recursive: true });
  // A file left by an earlier data directory may be readable by others: start from a new one.
  rmSync(file, { force: true });
  writeFileSync(
    file,
    `OpenConcordance: first administrator\n  username: ${admin.username}\n  password: ${admin.password}\n` +
      'Sign in at /auth: you will be asked to choose a new password first. Then delete this file.\n',
    { mode: 0o600, flag: 'wx' },
  );
  const message =
    `\nFirst administrator "${admin.username}" created. Its password is in ${file} (readable only by you).\n` +
    'Sign in at /auth and choose a new password; then delete the file.\n';
  return { file, message };
}
