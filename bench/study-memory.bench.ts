/**
 * bench/study-memory (`npm run bench:study-memory`, issue 38, decision 381): what each study source adds to
 * the process's memory, each measured alone in a fresh process (`--expose-gc`, three collections before each
 * figure) so that one source's garbage and the allocator's leftovers do not land on another's line: the
 * modules imported, then the source loaded as the registry's import loads it, then a pass of reads that fills
 * its caches (the commentaries' to their byte budget, every dictionary entry, every 17th topic's verses, every
 * chapter's cross-reference counts). Prints RSS, JS heap and array buffers per source and their sum against
 * the 40 MB; the sum with every version loaded is `npm run bench:memory`'s last lines. Each child runs
 * with production's V8 and malloc settings (scripts/serve.sh).
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const SOURCES = ['cross-references', 'topics', 'dictionary', 'commentaries'] as const;
type Source = (typeof SOURCES)[number];
const MB = 1_000_000;
const TARGET_MB = 40;

interface Figures {
  rss: number;
  heap: number;
  external: number;
}

/** Full collections, each after an event-loop turn, so memory freed by callbacks still queued has gone. */
async function collect(): Promise<Figures> {
  for (let i = 0; i < 3; i++) {
    await new Promise((resolve) => setImmediate(resolve));
    global.gc?.();
  }
  const now = process.memoryUsage();
  return { rss: now.rss, heap: now.heapUsed, external: now.external };
}

const quietLog = { info: () => undefined, warn: () => undefined } as never;

/** Loads one source as the registry does and reads it; runs in the child. */
async function measure(source: Source): Promise<{ loaded: Figures; read: Figures; base: Figures }> {
  // Every module first, so the baseline holds the code and only the data differs.
  const { CrossReferencesSource } = await import('../server/cross-references/cross-references.source');
  const { TopicsService } = await import('../server/topics/topics.service');
  const { DictionaryService } = await import('../server/dictionary/dictionary.service');
  const { CommentarySource } = await import('../server/commentary/commentary.source');
  const { CommentaryService } = await import('../server/commentary/commentary.service');
  const { KJV } = await import('../core/bible/versification');
  const { bookByOsis, verseKey } = await import('../core/bible/books');
  const base = await collect();
  let keep: unknown;
  let read: () => Promise<void>;
  if (source === 'cross-references') {
    const crossReferences = new CrossReferencesSource();
    await crossReferences.load();
    keep = crossReferences;
    read = async () => {
      const index = crossReferences.index!;
      const chapters: string[] = [];
      for (const [osis] of KJV.rows) {
        const book = bookByOsis(osis)!;
        for (let chapter = 1; chapter <= KJV.chapterCount(osis); chapter++) {
          const first = verseKey(book.number, chapter, 0);
          chapters.push(JSON.stringify(index.countsBetween(first, first + 999)));
        }
      }
      if (chapters.length < 1189) throw new Error('chapters missing');
    };
  } else if (source === 'topics') {
    const topics = new TopicsService(quietLog);
    topics.read();
    keep = topics;
    read = async () => {
      const names: string[] = [];
      for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') names.push(...(await topics.byLetter(letter)));
      for (let at = 0; at < names.length; at += 17) await topics.topicVerses(names[at]!);
      for (let key = 43_003_001; key <= 43_003_036; key++) await topics.topicsForVerse(key);
    };
  } else if (source === 'dictionary') {
    const dictionary = new DictionaryService(quietLog);
    dictionary.read();
    keep = dictionary;
    read = async () => {
      for (const letter of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')
        for (const headword of await dictionary.byLetter(letter)) await dictionary.entry(headword);
    };
  } else {
    const modules = {
      mhcc: new CommentarySource('mhcc'),
      scofield: new CommentarySource('scofield'),
      tdavid: new CommentarySource('tdavid'),
    };
    for (const module of Object.values(modules)) await module.load();
    const service = new CommentaryService({
      module: (id) => modules[id].module,
      version: () => Promise.reject(new Error('KJV numbering only')),
      referenceData: { current: () => Promise.reject(new Error('KJV numbering only')) },
      enabled: async () => true,
    });
    keep = [modules, service];
    read = async () => {
      for (let chapter = 1; chapter <= 50; chapter++) await service.chapterJson('Gen', chapter);
      for (let chapter = 1; chapter <= 150; chapter++) await service.chapterJson('Ps', chapter);
      for (let chapter = 1; chapter <= 28; chapter++) await service.chapterJson('Matt', chapter);
    };
  }
  const loaded = await collect();
  await read();
  const after = await collect();
  if (!keep) throw new Error('nothing kept');
  return { base, loaded, read: after };
}

const mb = (bytes: number) => (bytes / MB).toFixed(1);
const signed = (bytes: number) => `${bytes >= 0 ? '+' : ''}${mb(bytes)}`;

const child = process.argv[2] as Source | undefined;
if (child) {
  const figures = await measure(child);
  process.stdout.write(JSON.stringify(figures));
} else {
  const rows: string[] = [];
  let total = 0;
  let kept = 0;
  for (const source of SOURCES) {
    const run = spawnSync(
      process.execPath,
      ['--expose-gc', '--optimize-for-size', '--import', 'tsx', fileURLToPath(import.meta.url), source],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
        maxBuffer: 1 << 20,
        // The production process's malloc settings (scripts/serve.sh, decision 246).
        env: { MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_TRIM_THRESHOLD_: '131072', ...process.env },
      },
    );
    if (run.status !== 0) throw new Error(`${source}: exit ${run.status}`);
    const { base, loaded, read } = JSON.parse(run.stdout) as Record<'base' | 'loaded' | 'read', Figures>;
    const heap = read.heap - base.heap;
    const external = read.external - base.external;
    total += read.rss - base.rss;
    kept += heap + external;
    rows.push(
      `| ${source} | ${signed(loaded.rss - base.rss)} | ${signed(read.rss - base.rss)} | ${signed(heap)} | ${signed(external)} | ${signed(heap + external)} |`,
    );
  }
  console.log(
    'Each source alone in a fresh process, MB (10^6 bytes) over the process with the modules only:',
  );
  console.log(
    '| source | RSS, loaded | RSS, after the reads | JS heap | array buffers | kept (heap + buffers) |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
  // RSS of a fresh process counts the import's transient garbage that the allocators keep; in the server,
  // whose heap is already large, the kept bytes are the floor of what the sources add (bench:memory: the sum).
  console.log(
    `\nkept by the four after the reads: +${mb(kept)} MB (target for all of issue 38 <= ${TARGET_MB} MB)`,
  );
  const verdict = total <= TARGET_MB * MB ? 'met' : 'MISSED';
  console.log(`RSS of the four, each alone: +${mb(total)} MB (target <= ${TARGET_MB} MB): ${verdict}`);
}
