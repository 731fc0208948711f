import { openDatabase } from '../db/database';

/**
 * One instance's start, as far as the schema goes (server/db/migrate.test.ts): opens DATABASE_URL with the
 * migrations of MIGRATIONS_FOLDER and prints, as one JSON line, the migrations it applied or the error.
 */
try {
  let applied: string[] = [];
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: 'memory://',
    migrationsFolder: process.env.MIGRATIONS_FOLDER,
    onMigrated: (names) => (applied = names),
  });
  await database.close();
  console.log(JSON.stringify({ applied }));
} catch (error) {
  console.log(JSON.stringify({ error: (error as Error).message, name: (error as Error).name }));
}
