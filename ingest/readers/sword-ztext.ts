// Why we own this: SWORD's own library is C++ (libsword) and we know of no maintained JavaScript reader;
// ours inflates each block only to its declared size: an 11.7 KB upload once took the server to 4.7 GB (decision 258).
import { inflateSync } from 'node:zlib';
import { type Testament, type Versification, versificationByName } from '../../core/bible/versification';
import { IngestError } from '../model';
import { type ModuleFiles, type SwordConf, decodeModuleText } from './sword-conf';

/** One stored entry of a zText module: its slot, the reference the versification gives it, and its raw markup. */
export interface ZTextEntry {
  testament: Testament;
  slot: number;
  /** OSIS book id; empty for the module and testament heading slots. */
  book: string;
  /** 0 for a book intro (`Gen 0:0`). */
  chapter: number;
  /** 0 for a book intro or a chapter heading (`Gen 1:0`). */
  verse: number;
  markup: string;
}

const BLOCK_LETTER: Record<string, string> = { BOOK: 'b', CHAPTER: 'c', VERSE: 'v' };

/**
 * Limits that keep a hostile module (a zip bomb) from exhausting memory (decision 258). A real block is one
 * book, chapter or verse: the largest of the installed modules (TDavid's Psalms) declares 1.8 MB, a whole
 * Bible's markup some 25 MB.
 */
export const SWORD_LIMITS = {
  /** The most one compressed block may declare, and inflate to. */
  maxBlockBytes: 32 * 1024 * 1024,
  /** The most markup a module's entries may add up to (slots may point into the same block again). */
  maxModuleBytes: 256 * 1024 * 1024,
};

/** Reads a little-endian unsigned integer of 4 bytes, or 2 bytes when `short`. */
export function readUint(bytes: Uint8Array, offset: number, short = false): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return short ? view.getUint16(offset, true) : view.getUint32(offset, true);
}

/**
 * Yields every non-empty entry of a zText or zCom (or zText4/zCom4) module, testament by testament, in slot order. The
 * reference of each slot comes from the versification named in the .conf unless one is given.
 */
export function* readZTextEntries(
  conf: SwordConf,
  files: ModuleFiles,
  versification?: Versification,
): Generator<ZTextEntry> {
  const file = `${conf.moduleName}.conf`;
  // zCom (commentaries) stores its entries exactly as zText does.
  if (!/^z(text|com)4?$/i.test(conf.modDrv))
    throw new IngestError(file, undefined, `ModDrv ${conf.modDrv} is not zText or zCom`);
  if (conf.cipherKey) throw new IngestError(file, undefined, 'enciphered modules are not supported');
  if (conf.compressType !== 'ZIP') {
    throw new IngestError(file, undefined, `CompressType ${conf.compressType} is not supported (only ZIP)`);
  }
  const letter = BLOCK_LETTER[conf.blockType];
  if (!letter) throw new IngestError(file, undefined, `unknown BlockType ${conf.blockType}`);
  const system = versification ?? versificationByName(conf.versification);
  if (!system) throw new IngestError(file, undefined, `unknown Versification ${conf.versification}`);

  const base = conf.dataPath.endsWith('/') ? conf.dataPath : `${conf.dataPath}/`;
  let found = false;
  const budget = { left: SWORD_LIMITS.maxModuleBytes };
  for (const testament of ['OT', 'NT'] as const) {
    const prefix = `${base}${testament.toLowerCase()}.${letter}z`;
    const [blocks, index, data] = [files(`${prefix}s`), files(`${prefix}v`), files(`${prefix}z`)];
    if (!blocks && !index && !data) continue;
    if (!blocks || !index || !data) {
      throw new IngestError(file, undefined, `${prefix}s, ${prefix}v and ${prefix}z must all be present`);
    }
    found = true;
    yield* readTestament(testament, { blocks, index, data }, system, conf, prefix, budget);
  }
  if (!found)
    throw new IngestError(file, undefined, `no ot.${letter}z? or nt.${letter}z? files under ${base}`);
}

function* readTestament(
  testament: Testament,
  files: { blocks: Uint8Array; index: Uint8Array; data: Uint8Array },
  system: Versification,
  conf: SwordConf,
  prefix: string,
  budget: { left: number },
): Generator<ZTextEntry> {
  const slots = system.slots(testament);
  const recordSize = indexRecordSize(files.index.length, slots.length, conf.modDrv);
  const count = Math.min(slots.length, Math.floor(files.index.length / recordSize));
  let cached: { number: number; bytes: Uint8Array } | undefined;

  for (let slot = 0; slot < count; slot++) {
    const at = slot * recordSize;
    const blockNumber = readUint(files.index, at);
    const offset = readUint(files.index, at + 4);
    const size = recordSize === 10 ? readUint(files.index, at + 8, true) : readUint(files.index, at + 8);
    if (size === 0) continue;
    if (cached?.number !== blockNumber)
      cached = { number: blockNumber, bytes: inflateBlock(files, blockNumber, prefix) };
    if (offset + size > cached.bytes.length) {
      throw new IngestError(
        `${prefix}v`,
        undefined,
        `slot ${slot} points past the end of block ${blockNumber}`,
      );
    }
    budget.left -= size;
    if (budget.left < 0) {
      throw new IngestError(
        `${prefix}v`,
        undefined,
        `the module's entries add up to more than ${SWORD_LIMITS.maxModuleBytes} bytes`,
      );
    }
    const markup = decodeModuleText(cached.bytes.subarray(offset, offset + size), conf.encoding).replace(
      /\0+$/,
      '',
    );
    const ref = slots[slot]!;
    yield { testament, slot, book: ref.book, chapter: ref.chapter, verse: ref.verse, markup };
  }
}

// zText uses 10-byte index records (u32 block, u32 offset, u16 size) and zText4 12-byte ones; the file size
// decides, because some .conf files name the wrong driver.
export function indexRecordSize(indexLength: number, slotCount: number, modDrv: string): 10 | 12 {
  if (indexLength === slotCount * 10) return 10;
  if (indexLength === slotCount * 12) return 12;
  return /4$/.test(modDrv) ? 12 : 10;
}

/**
 * Inflates one block of a zText or zCom module, bounded by the size its `.?zs` record declares (and that by
 * `SWORD_LIMITS.maxBlockBytes`): a block that declares more, or inflates to more than it declares, is refused
 * before its bytes are held.
 */
export function inflateBlock(
  /** `data`: the whole data file, or a reader of `size` bytes at `offset` of it (decision 381). */
  files: { blocks: Uint8Array; data: Uint8Array | ((offset: number, size: number) => Uint8Array) },
  blockNumber: number,
  prefix: string,
): Uint8Array {
  const at = blockNumber * 12;
  if (at + 12 > files.blocks.length)
    throw new IngestError(`${prefix}s`, undefined, `no block ${blockNumber}`);
  const offset = readUint(files.blocks, at);
  const compressedSize = readUint(files.blocks, at + 4);
  const declaredSize = readUint(files.blocks, at + 8);
  if (declaredSize > SWORD_LIMITS.maxBlockBytes) {
    throw new IngestError(
      `${prefix}s`,
      undefined,
      `block ${blockNumber} declares ${declaredSize} bytes, more than the ${SWORD_LIMITS.maxBlockBytes} a block may hold`,
    );
  }
  const compressed =
    typeof files.data === 'function'
      ? files.data(offset, compressedSize)
      : files.data.subarray(offset, offset + compressedSize);
  return inflateBounded(
    compressed,
    declaredSize,
    `${prefix}z`,
    `block ${blockNumber}`,
    `the ${declaredSize} bytes it declares`,
  );
}

/**
 * Inflates zlib data into at most `maxBytes` bytes: zlib stops there (`maxOutputLength`), so data that would
 * inflate to more is refused without the memory it asks for.
 */
export function inflateBounded(
  data: Uint8Array,
  maxBytes: number,
  file: string,
  what: string,
  /** The bound as the error names it. */
  limit = `${maxBytes} bytes`,
): Uint8Array {
  try {
    // maxOutputLength must be at least 1; an empty block then still inflates to its 0 bytes.
    return inflateSync(data, { maxOutputLength: Math.max(maxBytes, 1) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw new IngestError(file, undefined, `${what} inflates to more than ${limit}`);
    }
    throw new IngestError(file, undefined, `${what} does not inflate: ${(error as Error).message}`);
  }
}
