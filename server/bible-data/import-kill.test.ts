import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { OSHB_DIRECTORY } from '../../ingest/readers/oshb';
import { openDatabase } from '../db/database';
import { bibleEditions, bibleVersions, verses } from '../db/schema/index';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../test/databases';

const available = existsSync(path.join(OSHB_DIRECTORY, 'Gen.xml'));
if (!available && process.env.CI)
  throw new Error('CI needs bibledit-data installed (bash scripts/setup.sh --test)');
const kinds = available ? await databaseKinds() : [];

/** Runs `npm run import -- wlc` in a child process; with `killAtProgress`, kills it at the first progress line. */
function runImport(
  environment: NodeJS.ProcessEnv,
  killAtProgress: boolean,
): Promise<{ code: number | null; killed: boolean; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/import.cli.ts', 'wlc'], {
      env: { ...process.env, ...environment, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let killed = false;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (killAtProgress && !killed && /wlc: \[#/.test(output)) {
        killed = true;
        child.kill('SIGKILL');
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, killed, output }));
  });
}

describe.runIf(available).each(kinds)('an import killed part-way, on %s', (kind) => {
  let directory: string;
  let server: TestDatabase | undefined;
  afterAll(async () => {
    await server?.destroy();
    if (directory) rmSync(directory, { recursive: true, force: true });
  });

  it('leaves the previous version intact, and a second run completes', { timeout: 240_000 }, async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'oc-kill-'));
    const environment: NodeJS.ProcessEnv = { DATA_DIR: directory };
    if (kind === 'postgres') {
      server = await createTestDatabase('postgres');
      await server.close();
      environment.DATABASE_URL = server.url;
    }
    const open = () => openDatabase({ dataDir: directory, databaseUrl: environment.DATABASE_URL });
    const visible = async () => {
      const database = await open();
      try {
        const [version] = await database.db.select().from(bibleVersions).where(eq(bibleVersions.code, 'wlc'));
        const [count] = await database.db
          .select({ value: sql<number>`count(*)`.mapWith(Number) })
          .from(verses)
          .where(eq(verses.editionId, version?.currentEditionId ?? -1));
        const editions = await database.db
          .select()
          .from(bibleEditions)
          .where(eq(bibleEditions.versionCode, 'wlc'));
        return { editionId: version?.currentEditionId, verses: count?.value ?? 0, editions: editions.length };
      } finally {
        await database.close();
      }
    };

    const first = await runImport(environment, false);
    expect(first.code, first.output).toBe(0);
    const before = await visible();
    expect(before.verses).toBe(23_213);

    const interrupted = await runImport(environment, true);
    expect(interrupted.killed, interrupted.output).toBe(true);
    const during = await visible();
    expect(during.editionId).toBe(before.editionId);
    expect(during.verses).toBe(23_213);
    // The half-written edition is there, invisible to readers.
    expect(during.editions).toBe(2);

    const second = await runImport(environment, false);
    expect(second.code, second.output).toBe(0);
    const after = await visible();
    expect(after.editionId).not.toBe(before.editionId);
    expect(after).toMatchObject({ verses: 23_213, editions: 1 });
  });
});
