// Why we own this: SWORD's own library is C++ (libsword) and we know of no maintained JavaScript reader;
// ours bounds each inflated block, so a 64 MB bomb in under 100 KB is refused (decision 258).
import { readFileSync } from 'node:fs';
import { IngestError } from '../model';
import {
  type ModuleFiles,
  SWORD_LIBRARY,
  type SwordConf,
  decodeModuleText,
  directoryFiles,
  findConf,
  parseSwordConf,
} from './sword-conf';
import { SWORD_LIMITS, inflateBounded } from './sword-ztext';

/** One key of a SWORD dictionary with its entry text; `link` names the key an `@LINK` entry points to. */
export interface ZLdEntry {
  key: string;
  text: string;
  link?: string;
}

const decoder = new TextDecoder('utf-8');

/** The compressed blocks (`.zdt`): the file's bytes, or a reader of `size` bytes of it from `offset`. */
export type ZdtBytes = Uint8Array | ((offset: number, size: number) => Uint8Array);

/**
 * A zLD dictionary (`dict.idx`, `.dat`, `.zdx`, `.zdt`): keys in index order, entries inflated on demand.
 * Keys repeat in some modules (StrongsHebrew has `02200` twice), so `keys` keeps duplicates. The `.idx` and
 * `.dat` are read into the records once and not kept; the `.zdt` may be read block by block from the disk
 * (decision 410: Nave's is 1.4 MB that a module kept open held for the few blocks it reads at a time).
 */
export class ZLdDictionary {
  readonly keys: readonly string[];
  private readonly records: { key: string; block?: number; entry?: number; link?: string }[];
  private readonly blocks = new Map<number, Uint8Array>();
  private readonly byKey = new Map<string, number>();
  private readonly zdx: Uint8Array;
  private readonly zdt: ZdtBytes;

  constructor(
    private readonly conf: SwordConf,
    files: { idx: Uint8Array; dat: Uint8Array; zdx: Uint8Array; zdt: ZdtBytes },
    /** Inflated blocks kept, the oldest dropped first: a module kept open reads a few at a time (decision 382). */
    private readonly keptBlocks = Number.POSITIVE_INFINITY,
  ) {
    this.records = this.readIndex(files.idx, files.dat);
    this.zdx = files.zdx;
    this.zdt = files.zdt;
    this.keys = this.records.map((record) => record.key);
    this.records.forEach((record, index) => {
      if (!this.byKey.has(record.key)) this.byKey.set(record.key, index);
    });
  }

  /** The entry text of a key (compared upper-cased, as SWORD stores keys), following `@LINK`s. */
  get(key: string): string | undefined {
    const index = this.byKey.get(key.toUpperCase()) ?? this.byKey.get(key);
    return index === undefined ? undefined : this.textAt(index, 0);
  }

  /** Every key with its text, in index order. */
  *entries(): Generator<ZLdEntry> {
    for (let index = 0; index < this.records.length; index++) yield this.entryAt(index);
  }

  /** The entry at a place of the index order (what `entries()` yields there). */
  entryAt(index: number): ZLdEntry {
    const { key, link } = this.records[index]!;
    const text = this.textAt(index, 0) ?? '';
    return link === undefined ? { key, text } : { key, text, link };
  }

  private textAt(index: number, depth: number): string | undefined {
    const record = this.records[index]!;
    if (record.link !== undefined) {
      const target = this.byKey.get(record.link.toUpperCase()) ?? this.byKey.get(record.link);
      // A link cycle or a dangling link yields no text rather than a hang or a crash.
      return target === undefined || depth > 8 ? undefined : this.textAt(target, depth + 1);
    }
    const block = this.block(record.block!);
    const view = new DataView(block.buffer, block.byteOffset, block.byteLength);
    const count = view.getUint32(0, true);
    if (record.entry! >= count)
      throw this.error('.zdt', `block ${record.block} has no entry ${record.entry}`);
    const offset = view.getUint32(4 + record.entry! * 8, true);
    const size = view.getUint32(8 + record.entry! * 8, true);
    if (offset === 0) return undefined;
    let end = offset + size;
    while (end > offset && block[end - 1] === 0) end--;
    return decodeModuleText(block.subarray(offset, end), this.conf.encoding);
  }

  private block(number: number): Uint8Array {
    let block = this.blocks.get(number);
    if (!block) {
      const { zdx, zdt } = this;
      if ((number + 1) * 8 > zdx.length) throw this.error('.zdx', `no block ${number}`);
      const view = new DataView(zdx.buffer, zdx.byteOffset, zdx.byteLength);
      const offset = view.getUint32(number * 8, true);
      const size = view.getUint32(number * 8 + 4, true);
      const compressed = typeof zdt === 'function' ? zdt(offset, size) : zdt.subarray(offset, offset + size);
      if (compressed.length < size) throw this.error('.zdt', `block ${number} runs past the end of the file`);
      // A .zdx record declares no inflated size: a block is bounded as a text module's is.
      block = inflateBounded(
        compressed,
        SWORD_LIMITS.maxBlockBytes,
        `${this.conf.dataPath}.zdt`,
        `block ${number}`,
        `the ${SWORD_LIMITS.maxBlockBytes} bytes a block may hold`,
      );
      if (this.blocks.size >= this.keptBlocks) this.blocks.delete(this.blocks.keys().next().value!);
      this.blocks.set(number, block);
    }
    return block;
  }

  private readIndex(
    idx: Uint8Array,
    dat: Uint8Array,
  ): { key: string; block?: number; entry?: number; link?: string }[] {
    if (idx.length % 8 !== 0) throw this.error('.idx', `size ${idx.length} is not a multiple of 8`);
    const view = new DataView(idx.buffer, idx.byteOffset, idx.byteLength);
    const datView = new DataView(dat.buffer, dat.byteOffset, dat.byteLength);
    const records = [];
    for (let at = 0; at < idx.length; at += 8) {
      const offset = view.getUint32(at, true);
      const size = view.getUint32(at + 4, true);
      if (offset + size > dat.length)
        throw this.error('.dat', `record ${at / 8} runs past the end of the file`);
      // The key ends at the first line break (or backslash, as in libsword's zStr).
      let end = offset;
      while (end < offset + size && dat[end] !== 0x0a && dat[end] !== 0x0d && dat[end] !== 0x5c) end++;
      const key = decoder.decode(dat.subarray(offset, end));
      let body = end;
      if (dat[body] === 0x0d) body++;
      if (dat[body] === 0x0a) body++;
      const rest = offset + size - body;
      const linkText = decoder.decode(dat.subarray(body, offset + size));
      if (linkText.startsWith('@LINK')) {
        records.push({
          key,
          link: linkText
            .slice(5)
            .split(/[\r\n]/)[0]!
            .trim(),
        });
      } else if (rest >= 8) {
        records.push({ key, block: datView.getUint32(body, true), entry: datView.getUint32(body + 4, true) });
      } else {
        throw this.error('.dat', `record of key ${key} has neither a block pointer nor @LINK`);
      }
    }
    return records;
  }

  private error(extension: string, detail: string): IngestError {
    return new IngestError(`${this.conf.dataPath}${extension}`, undefined, detail);
  }
}

/** Opens a zLD dictionary module; the four files are named by the .conf's `DataPath` prefix. */
export function openZLd(conf: SwordConf, files: ModuleFiles, keptBlocks?: number): ZLdDictionary {
  if (conf.modDrv.toLowerCase() !== 'zld') {
    throw new IngestError(`${conf.moduleName}.conf`, undefined, `ModDrv ${conf.modDrv} is not zLD`);
  }
  const read = (extension: string): Uint8Array => {
    const bytes = files(`${conf.dataPath}.${extension}`);
    if (!bytes) throw new IngestError(`${conf.dataPath}.${extension}`, undefined, 'file is missing');
    return bytes;
  };
  return new ZLdDictionary(
    conf,
    { idx: read('idx'), dat: read('dat'), zdx: read('zdx'), zdt: zdtBytes(conf, files, keptBlocks) },
    keptBlocks,
  );
}

/**
 * The `.zdt` of a module: read block by block from the disk when it is kept open with a few blocks (the
 * library can read parts of files), else the whole file, which a reader of every entry inflates anyway.
 */
function zdtBytes(conf: SwordConf, files: ModuleFiles, keptBlocks?: number): ZdtBytes {
  const path = `${conf.dataPath}.zdt`;
  const part = files.part;
  if (!part || keptBlocks === undefined || !Number.isFinite(keptBlocks)) {
    const whole = files(path);
    if (!whole) throw new IngestError(path, undefined, 'file is missing');
    return whole;
  }
  if (part.size(path) === undefined) throw new IngestError(path, undefined, 'file is missing');
  return (offset, size) => part.read(path, offset, size);
}

/** Opens an installed dictionary module by name (`StrongsHebrew`). */
export function openInstalledZLd(
  moduleName: string,
  libraryRoot = SWORD_LIBRARY,
  keptBlocks?: number,
): ZLdDictionary {
  const confPath = findConf(libraryRoot, moduleName);
  return openZLd(
    parseSwordConf(readFileSync(confPath, 'utf8'), confPath),
    directoryFiles(libraryRoot),
    keptBlocks,
  );
}
