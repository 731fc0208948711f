import { openDatabase } from '../../server/db/database';
import { LexiconRepository } from '../../server/concordance/lexicon.repository';
async function main() {
  const handle = await openDatabase({ dataDir: '/tmp/qd' });
  const db = (handle as any).db ?? handle;
  const repo = new LexiconRepository(db);
  global.gc?.();
  const before = process.memoryUsage();
  const rows = await repo.allScholarly();
  const after = process.memoryUsage();
  let chars = 0;
  for (const r of rows) chars += (r as any).content.length;
  console.log('rows', rows.length, 'content chars', chars, 'heapUsed +', ((after.heapUsed - before.heapUsed) / 1e6).toFixed(1), 'MB', 'rss +', ((after.rss - before.rss) / 1e6).toFixed(1), 'MB');
  process.exit(0);
}
main();
