import { parseArgs } from 'node:util';
import { usernameSchema } from '../auth/auth.schemas';
import { AuthRepository } from '../auth/auth.repository';
import { AuthService } from '../auth/auth.service';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { AppError } from '../errors';
import { runCli } from './run-cli';

const usage =
  'Usage: npm run admin -- create NAME\n  Creates an administrator (or gives an existing one a new password and signs them out everywhere)\n  and prints the generated password once; it must be changed at the first sign-in.';

/**
 * `npm run admin -- create NAME`: creates an administrator with a generated password, printed once, or resets
 * an existing administrator's password and ends their sessions (decision 105).
 */
async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true, args: process.argv.slice(2) });
  const [command, name] = positionals;
  if (command !== 'create' || !name) {
    console.error(usage);
    return 2;
  }
  const username = usernameSchema.safeParse(name);
  if (!username.success) {
    console.error(username.error.issues[0]?.message ?? 'Invalid username');
    return 2;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const service = new AuthService(new AuthRepository(database.db));
    const result = await service.createAdmin(username.data);
    const outcome = result.created
      ? 'Administrator created.'
      : 'Administrator password reset; every session of this administrator has been signed out.';
    console.log(
      `${outcome}\n  username: ${result.user.username}\n  password: ${result.password}\n` +
        'This password is shown once, and must be changed at the first sign-in.',
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError && error.code === 'username_taken') {
      console.error(`"${username.data}" is a reader's account, not an administrator; choose another name.`);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

runCli(main);
