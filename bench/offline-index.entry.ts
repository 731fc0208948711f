import {
  headOf,
  joinBooks,
  packBooks,
  PackedVersion,
  type VersionBody,
  type VersionPack,
} from '../core/offline/version-pack';

/**
 * Bundled into a bench page by `bench/offline.bench.ts`: a kept version's index built on the page's own thread,
 * where CDP's CPU throttling surely applies (it does not slow a page's workers alike), as the offline worker
 * builds it (decision 417): the books' parts parsed and joined, then the index made from their forms.
 */
async function keptIndexTimes(file: string, rounds: number): Promise<{ open: number[]; build: number[] }> {
  const pack = JSON.parse(await (await fetch(file)).text()) as VersionPack;
  const head = JSON.parse(JSON.stringify(headOf(pack))) as typeof pack;
  // As IndexedDB keeps them: each book's part as JSON text.
  const books = [...packBooks(pack).values()].map((body) => JSON.stringify(body));
  const open: number[] = [];
  const build: number[] = [];
  for (let round = 0; round < rounds; round++) {
    let started = performance.now();
    const body = joinBooks(books.map((text) => JSON.parse(text) as VersionBody));
    open.push(performance.now() - started);
    started = performance.now();
    const version = new PackedVersion(head, body);
    if (version.index.verseCount !== body.keys.length) throw new Error('the index lost verses');
    build.push(performance.now() - started);
  }
  return { open, build };
}

(window as unknown as { keptIndexTimes: typeof keptIndexTimes }).keptIndexTimes = keptIndexTimes;
