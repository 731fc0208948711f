import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { OfflinePack, OfflinePacksResponse } from '../../core/api/offline';
import type { IndexRegistry } from '../bible-index/index-registry';
import type { LoadedVersion } from '../bible-index/loaded-version';
import type { ConcordanceService } from '../concordance/concordance.service';
import type { ReaderService } from '../reader/reader.service';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Bumped with core/offline's pack formats: packs made by an older release are made again. */
const PACKS_MADE_BY = 'packs-1';

/** One pack written to disk: its manifest entry and where its compressed forms are. */
interface MadePack {
  entry: OfflinePack;
  brotliFile: string;
  gzipFile: string;
}

/**
 * The downloads a browser keeps to read offline (decision 415): each installed version's pack and the lexicon's,
 * made from what the server has loaded, written to `DATA_DIR/offline-packs` compressed once (brotli and gzip)
 * and named by their content's hash. A pack is made when the manifest is first asked for after a start or an
 * import, then read from disk; nothing of it stays in memory but its manifest entry.
 */
export class OfflinePacks {
  private readonly versions = new WeakMap<LoadedVersion, Promise<MadePack>>();
  private lexicon: { source: string; made: Promise<MadePack> } | undefined;
  /** Every pack made since the start, by file name: what a download may name. */
  private readonly files = new Map<string, MadePack>();

  constructor(
    private readonly directory: string,
    private readonly indexes: IndexRegistry,
    private readonly reader: ReaderService,
    private readonly concordance: ConcordanceService,
  ) {}

  /** Every installed version's pack, then the lexicon's (when a dictionary is installed). */
  async manifest(): Promise<OfflinePacksResponse> {
    const packs: OfflinePack[] = [];
    for (const loaded of await this.indexes.all()) packs.push((await this.versionPack(loaded)).entry);
    const lexicon = await this.lexiconPack();
    if (lexicon) packs.push(lexicon.entry);
    return { packs };
  }

  /** A pack's compressed file by its name, or undefined for a name never made. */
  file(name: string): MadePack | undefined {
    return this.files.get(name);
  }

  private versionPack(loaded: LoadedVersion): Promise<MadePack> {
    let made = this.versions.get(loaded);
    if (!made) {
      const version = loaded.version;
      made = this.made(`${version.code}-${loaded.editionId}`, async () => ({
        kind: 'version',
        code: version.code,
        name: version.name,
        hasStrongs: version.hasStrongs,
        json: JSON.stringify((await this.reader.pack(version.code)).pack),
      }));
      this.versions.set(loaded, made);
      made.catch(() => this.versions.delete(loaded));
    }
    return made;
  }

  private async lexiconPack(): Promise<MadePack | undefined> {
    const { source, definitions } = await this.concordance.everyDefinitionSource();
    if (definitions === 0) return undefined;
    if (this.lexicon?.source !== source) {
      const made = this.made(`strongs-${source.replace(/\W/g, '-')}`, async () => ({
        kind: 'lexicon',
        code: 'strongs',
        name: "Strong's Hebrew and Greek lexicon",
        hasStrongs: true,
        json: JSON.stringify({
          format: 1,
          kind: 'lexicon',
          definitions: (await this.concordance.everyDefinition()).definitions,
        }),
      }));
      this.lexicon = { source, made };
      made.catch(() => {
        if (this.lexicon?.made === made) this.lexicon = undefined;
      });
    }
    return this.lexicon.made;
  }

  /**
   * The pack of `source` (a version's edition, the lexicon's load): read from disk when an earlier start made
   * it, else made, compressed and written, its manifest entry beside it.
   */
  private async made(
    source: string,
    make: () => Promise<Omit<OfflinePack, 'file' | 'hash' | 'bytes' | 'storedBytes'> & { json: string }>,
  ): Promise<MadePack> {
    mkdirSync(this.directory, { recursive: true });
    const entryFile = path.join(this.directory, `${PACKS_MADE_BY}-${source}.entry.json`);
    if (existsSync(entryFile)) {
      const entry = JSON.parse(readFileSync(entryFile, 'utf8')) as OfflinePack;
      const pack = this.at(entry);
      if (existsSync(pack.brotliFile) && existsSync(pack.gzipFile)) return this.remember(pack);
    }
    const { json, ...about } = await make();
    const raw = Buffer.from(json);
    const hash = createHash('sha256').update(raw).digest('hex').slice(0, 16);
    const [br, gz] = await Promise.all([
      brotli(raw, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_LGWIN]: 24,
          [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
        },
      }),
      gzipped(raw, { level: 9 }),
    ]);
    const entry: OfflinePack = {
      ...about,
      file: `/api/offline/packs/${about.code}.${hash}.json`,
      hash,
      bytes: br.length,
      storedBytes: raw.length,
    };
    const pack = this.at(entry);
    writeAtomically(pack.brotliFile, br);
    writeAtomically(pack.gzipFile, gz);
    writeAtomically(entryFile, Buffer.from(JSON.stringify(entry)));
    return this.remember(pack);
  }

  private at(entry: OfflinePack): MadePack {
    const name = path.basename(entry.file);
    return {
      entry,
      brotliFile: path.join(this.directory, `${name}.br`),
      gzipFile: path.join(this.directory, `${name}.gz`),
    };
  }

  private remember(pack: MadePack): MadePack {
    this.files.set(path.basename(pack.entry.file), pack);
    return pack;
  }
}

/** Written beside and renamed over, so a reader never gets half a file. */
function writeAtomically(file: string, bytes: Buffer): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, bytes);
  renameSync(partial, file);
}
