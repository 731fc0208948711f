import { parseArgs } from 'node:util';
import { usernameSchema } from '../auth/auth.schemas';
import { AuthRepository } from '../auth/auth.repository';
import { AuthService } from '../auth/auth.service';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { AppError } from '../errors';
import { runCli } from './run-cli';

const usage =
  'Usage: npm run admin -- create NAME\n  Creates an administrator (or gives an existing one a new password) and prints the password once.';

/** `npm run admin -- create NAME`: creates an administrator with a generated password, printed once. */
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
    console.log(
      `${result.created ? 'Administrator created' : 'Administrator password reset'}.\n  username: ${result.user.username}\n  password: ${result.password}\nThis password is shown once.`,
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
