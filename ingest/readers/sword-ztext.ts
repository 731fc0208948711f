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
  for (const testament of ['OT', 'NT'] as const) {
    const prefix = `${base}${testament.toLowerCase()}.${letter}z`;
    const [blocks, index, data] = [files(`${prefix}s`), files(`${prefix}v`), files(`${prefix}z`)];
    if (!blocks && !index && !data) continue;
    if (!blocks || !index || !data) {
      throw new IngestError(file, undefined, `${prefix}s, ${prefix}v and ${prefix}z must all be present`);
    }
    found = true;
    yield* readTestament(testament, { blocks, index, data }, system, conf, prefix);
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

export function inflateBlock(
  files: { blocks: Uint8Array; data: Uint8Array },
  blockNumber: number,
  prefix: string,
): Uint8Array {
  const at = blockNumber * 12;
  if (at + 12 > files.blocks.length)
    throw new IngestError(`${prefix}s`, undefined, `no block ${blockNumber}`);
  const offset = readUint(files.blocks, at);
  const compressedSize = readUint(files.blocks, at + 4);
  try {
    return inflateSync(files.data.subarray(offset, offset + compressedSize));
  } catch (error) {
    throw new IngestError(
      `${prefix}z`,
      undefined,
      `block ${blockNumber} does not inflate: ${(error as Error).message}`,
    );
  }
}
