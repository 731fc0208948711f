import { createHash } from 'node:crypto';
import { once } from 'node:events';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { setImmediate } from 'node:timers/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import type { OfflinePack, OfflinePacksResponse } from '../../core/api/offline';
import { VERSION_CATALOGUE } from '../../core/bible/version-catalogue';
import { LEXICON_PACK_FORMAT } from '../../core/offline/lexicon-pack';
import { VERSION_PACK_FORMAT } from '../../core/offline/version-pack';
import type { IndexRegistry } from '../bible-index/index-registry';
import type { LoadedVersion } from '../bible-index/loaded-version';
import type { ConcordanceService } from '../concordance/concordance.service';
import type { ReaderService } from '../reader/reader.service';

/**
 * Bumped when the server changes how it makes packs (what goes into the lexicon's, say); a change of a pack's
 * format is in its own key (`VERSION_PACK_FORMAT`, `LEXICON_PACK_FORMAT`). Either way, packs an older release
 * made are made again.
 */
const PACKS_MADE_BY = 'packs-2';

/** How long making a pack may hold the event loop before letting other requests through. */
const YIELD_AFTER_MS = 10;

/** One pack written to disk: its manifest entry and where its compressed forms are. */
interface MadePack {
  entry: OfflinePack;
  brotliFile: string;
  gzipFile: string;
  entryFile: string;
}

/**
 * The downloads a browser keeps to read offline (decision 415): each installed version's pack and the lexicon's,
 * made from what the server has loaded, written to `DATA_DIR/offline-packs` compressed once (brotli and gzip)
 * and named by their content's hash. A pack is made when the manifest is first asked for after a start or an
 * import, then read from disk; nothing of it stays in memory but its manifest entry.
 */
export class OfflinePacks {
  private readonly versions = new WeakMap<LoadedVersion, { source: string; made: Promise<MadePack> }>();
  private lexicon: { source: string; made: Promise<MadePack> } | undefined;
  /** Every pack made since the start, by file name: what a download may name. */
  private readonly files = new Map<string, MadePack>();
  /** When this server started: files older than it that no current pack names are an earlier start's leftovers. */
  private readonly startedAt = Date.now();
  /** The current packs' files when the directory was last cleared of others. */
  private clearedFor = '';

  constructor(
    readonly directory: string,
    private readonly indexes: IndexRegistry,
    private readonly reader: ReaderService,
    private readonly concordance: ConcordanceService,
  ) {}

  /**
   * Every installed version's pack that may be given away whole, then the lexicon's (when a dictionary is
   * installed). A version under licence (NKJV, NIV…), or one the catalogue does not know (an upload), is read on
   * the site but never offered as a download: its licence is for showing it, not for handing out the text.
   */
  async manifest(): Promise<OfflinePacksResponse> {
    const made: MadePack[] = [];
    for (const loaded of await this.indexes.all()) {
      const code = loaded.version.code;
      if (!VERSION_CATALOGUE.some((entry) => entry.code === code && !entry.licensed)) continue;
      made.push(await this.versionPack(loaded));
    }
    const lexicon = await this.lexiconPack();
    if (lexicon) made.push(lexicon);
    this.clearLeftovers(made);
    return { packs: made.map((pack) => pack.entry) };
  }

  /**
   * Deletes the packs an earlier start made that no current pack is (an import gives a version new files, some
   * 5 MB a version): only files older than this start, so that nothing this server is writing or has just
   * written is touched. A pack this server made and an import then replaced goes at the next start.
   */
  private clearLeftovers(current: readonly MadePack[]): void {
    const keep = new Set(
      current.flatMap((pack) =>
        [pack.brotliFile, pack.gzipFile, pack.entryFile].map((file) => path.basename(file)),
      ),
    );
    const key = [...keep].sort().join(' ');
    if (key === this.clearedFor || !existsSync(this.directory)) return;
    this.clearedFor = key;
    for (const name of readdirSync(this.directory)) {
      if (keep.has(name)) continue;
      const file = path.join(this.directory, name);
      try {
        if (statSync(file).mtimeMs < this.startedAt) rmSync(file, { force: true });
      } catch {
        // Gone already, or not ours to delete: nothing is lost by leaving it.
      }
    }
  }

  /** A pack's compressed file by its name, or undefined for a name never made. */
  file(name: string): MadePack | undefined {
    return this.files.get(name);
  }

  /**
   * A version's pack, made again when its edition changes (an import gives a new loaded version) or, for a version
   * numbered otherwise than the KJV, when the verse map its KJV keys come from was imported again.
   */
  private async versionPack(loaded: LoadedVersion): Promise<MadePack> {
    const version = loaded.version;
    const numbering = await this.reader.packNumbering(version.code);
    const source = `${version.code}-${loaded.editionId}-format-${VERSION_PACK_FORMAT}${numbering === undefined ? '' : `-map-${numbering}`}`;
    let kept = this.versions.get(loaded);
    if (kept?.source !== source) {
      const reader = this.reader;
      const made = this.made(
        source,
        { kind: 'version', code: version.code, name: version.name, hasStrongs: version.hasStrongs },
        async function* () {
          yield* await reader.pack(version.code);
        },
      );
      kept = { source, made };
      this.versions.set(loaded, kept);
      made.catch(() => {
        if (this.versions.get(loaded)?.made === made) this.versions.delete(loaded);
      });
    }
    return kept.made;
  }

  private async lexiconPack(): Promise<MadePack | undefined> {
    const { source, definitions } = await this.concordance.everyDefinitionSource();
    if (definitions === 0) return undefined;
    if (this.lexicon?.source !== source) {
      const concordance = this.concordance;
      const made = this.made(
        `strongs-format-${LEXICON_PACK_FORMAT}-${source.replace(/\W/g, '-')}`,
        { kind: 'lexicon', code: 'strongs', name: "Strong's Hebrew and Greek lexicon", hasStrongs: true },
        async function* () {
          yield `{"format":${LEXICON_PACK_FORMAT},"kind":"lexicon","definitions":`;
          yield* concordance.everyDefinitionJson();
          yield ',';
          yield* concordance.originalCountsJson();
          yield '}';
        },
      );
      this.lexicon = { source, made };
      made.catch(() => {
        if (this.lexicon?.made === made) this.lexicon = undefined;
      });
    }
    return this.lexicon.made;
  }

  /**
   * The pack of `source` (a version's edition, the lexicon's load): read from disk when an earlier start made
   * it, else made, compressed and written, its manifest entry beside it. The pack's text comes in parts that are
   * hashed and compressed as they come, so that the whole of it (the lexicon's is 21 MB) is never held at once.
   */
  private async made(
    source: string,
    about: Omit<OfflinePack, 'file' | 'hash' | 'bytes' | 'storedBytes'>,
    parts: () => AsyncIterable<string> | Iterable<string>,
  ): Promise<MadePack> {
    mkdirSync(this.directory, { recursive: true });
    const entryFile = path.join(this.directory, `${PACKS_MADE_BY}-${source}.entry.json`);
    if (existsSync(entryFile)) {
      const entry = JSON.parse(readFileSync(entryFile, 'utf8')) as OfflinePack;
      const pack = this.at(entry, entryFile);
      if (existsSync(pack.brotliFile) && existsSync(pack.gzipFile)) return this.remember(pack);
    }
    const partial = path.join(this.directory, `${source}.${process.pid}.partial`);
    const hash = createHash('sha256');
    const compressed = [
      createBrotliCompress({
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_LGWIN]: 24 },
      }),
      createGzip({ level: 9 }),
    ];
    const written = compressed.map((stream, at) =>
      pipeline(stream, createWriteStream(`${partial}.${at === 0 ? 'br' : 'gz'}`)),
    );
    let storedBytes = 0;
    let since = performance.now();
    try {
      for await (const part of parts()) {
        // Made while the server answers others: a turn of the event loop every few milliseconds of work, so a
        // first list (tens of seconds for every version and the lexicon) never holds up another request long.
        if (performance.now() - since > YIELD_AFTER_MS) {
          await setImmediate();
          since = performance.now();
        }
        // An empty part is the maker's pause in long work (version-pack.ts): a turn above, nothing to write.
        if (!part) continue;
        const bytes = Buffer.from(part);
        hash.update(bytes);
        storedBytes += bytes.length;
        for (const stream of compressed) if (!stream.write(bytes)) await once(stream, 'drain');
      }
      for (const stream of compressed) stream.end();
      await Promise.all(written);
    } catch (error) {
      for (const stream of compressed) stream.destroy();
      await Promise.allSettled(written);
      rmSync(`${partial}.br`, { force: true });
      rmSync(`${partial}.gz`, { force: true });
      throw error;
    }
    const digest = hash.digest('hex').slice(0, 16);
    const entry: OfflinePack = {
      ...about,
      file: `/api/offline/packs/${about.code}.${digest}.json`,
      hash: digest,
      bytes: statSync(`${partial}.br`).size,
      storedBytes,
    };
    const pack = this.at(entry, entryFile);
    renameSync(`${partial}.br`, pack.brotliFile);
    renameSync(`${partial}.gz`, pack.gzipFile);
    writeFileSync(`${entryFile}.partial`, JSON.stringify(entry));
    renameSync(`${entryFile}.partial`, entryFile);
    return this.remember(pack);
  }

  private at(entry: OfflinePack, entryFile: string): MadePack {
    const name = path.basename(entry.file);
    return {
      entry,
      brotliFile: path.join(this.directory, `${name}.br`),
      gzipFile: path.join(this.directory, `${name}.gz`),
      entryFile,
    };
  }

  private remember(pack: MadePack): MadePack {
    this.files.set(path.basename(pack.entry.file), pack);
    return pack;
  }
}
