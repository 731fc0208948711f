import { headOf, joinBooks, packBooks, PackedVersion, type VersionBody, type VersionPack } from '../../core/offline/version-pack';
let head: VersionPack; let body: VersionBody;
async function prepare(file: string) {
  const pack = JSON.parse(await (await fetch(file)).text()) as VersionPack;
  head = JSON.parse(JSON.stringify(headOf(pack))) as VersionPack;
  const books = [...packBooks(pack).values()].map((b) => JSON.stringify(b));
  body = joinBooks(books.map((t) => JSON.parse(t) as VersionBody));
}
function buildIt() {
  const started = performance.now();
  const v = new PackedVersion(head, body);
  if (v.index.verseCount !== body.keys.length) throw new Error('lost');
  return performance.now() - started;
}
Object.assign(window, { prepare, buildIt });
