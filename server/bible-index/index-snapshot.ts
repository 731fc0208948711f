import { createHash, randomBytes } from 'node:crypto';
import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import type { IndexData } from '../../core/search/index-builder';
import { VerseIndex } from '../../core/search/index';
import { LoadedVersion } from './loaded-version';
import { PackedVerses } from './packed-verses';
import type { InstalledVersion } from './verse-text.repository';

/**
 * A loaded version written to disk as it is held in memory (decision 247): its index's and its packed texts'
 * typed arrays, byte for byte, and their string tables. Reading one back costs a file read and a checksum
 * instead of reading the edition from the database and building the index: a start, and the memory the build
 * leaves behind, are spared.
 *
 * A file is `OCIX`, the header's length (4 bytes, little-endian), the header (JSON), padding to 8 bytes, then
 * the body: every array at an offset that is a multiple of 8, so the arrays read are views of one buffer; the
 * texts and the tokens' words come last, since they are left in the file and read a verse at a time.
 */
const MAGIC = 'OCIX';
const FORMAT = 2;
const ALIGN = 8;
const MAX_HEADER_BYTES = 64 * 1024 * 1024;
/** The arrays left in the file when a snapshot is read: the texts and the tokens' words. */
const IN_FILE = ['verses.textBytes', 'verses.tokenWords'];
/** How much of the file's tail is read at a time to check it. */
const CHECK_CHUNK = 1024 * 1024;

type ArrayKind = 'u8' | 'u16' | 'u32';
const ARRAY_TYPES = { u8: Uint8Array, u16: Uint16Array, u32: Uint32Array } as const;

interface ArrayEntry {
  name: string;
  kind: ArrayKind;
  offset: number;
  length: number;
}

interface Header {
  format: number;
  fingerprint: string;
  language: IndexData['language'];
  vocabulary: string[];
  strongs: string[];
  strings: readonly string[];
  arrays: ArrayEntry[];
  bodyBytes: number;
  crc: number;
}

/** Why a snapshot was not used: none yet, one of another edition or program, or a damaged file. */
export type SnapshotMiss = 'missing' | 'stale' | 'damaged';

/**
 * What makes a snapshot valid for a version: the edition (its id, import time and size, and the version's
 * language and tagging) and the program that wrote it. Any change to the program (the normaliser, the index
 * layout) gives another identity, so an upgraded site rebuilds its indexes once instead of reading old ones.
 */
export function snapshotFingerprint(version: InstalledVersion, program: string): string {
  return JSON.stringify([
    FORMAT,
    program,
    version.code,
    version.currentEditionId,
    version.importedAt ? new Date(version.importedAt).toISOString() : null,
    version.verseCount,
    version.language,
    version.hasStrongs,
  ]);
}

/** The snapshot of a loaded version, as the chunks of one file. */
export function encodeSnapshot(loaded: LoadedVersion, fingerprint: string): Buffer[] {
  const { data } = loaded.index;
  const parts = loaded.verses.parts;
  if (!parts) throw new Error('A snapshot is written from a version built in memory');
  const arrays: { name: string; view: ArrayBufferView }[] = [];
  for (const [name, value] of Object.entries(data) as [string, unknown][]) {
    if (ArrayBuffer.isView(value)) arrays.push({ name: `index.${name}`, view: value });
    else if (!['language', 'vocabulary', 'strongsIds'].includes(name))
      throw new Error(`The index's field ${name} has no place in a snapshot`);
  }
  for (const [name, value] of Object.entries(parts) as [string, unknown][]) {
    if (ArrayBuffer.isView(value)) {
      if (!IN_FILE.includes(`verses.${name}`)) arrays.push({ name: `verses.${name}`, view: value });
    } else if (name !== 'strings')
      throw new Error(`The packed verses' field ${name} has no place in a snapshot`);
  }
  // Last, the arrays left in the file when it is read.
  arrays.push(
    { name: 'verses.textBytes', view: parts.textBytes },
    { name: 'verses.tokenWords', view: parts.tokenWords },
  );

  const entries: ArrayEntry[] = [];
  const body: Buffer[] = [];
  let offset = 0;
  for (const { name, view } of arrays) {
    const bytes = Buffer.from(view.buffer, view.byteOffset, view.byteLength);
    entries.push({ name, kind: kindOf(view), offset, length: bytes.byteLength / bytesPer(view) });
    body.push(bytes);
    offset += bytes.byteLength;
    const padding = (ALIGN - (offset % ALIGN)) % ALIGN;
    if (padding) body.push(Buffer.alloc(padding));
    offset += padding;
  }
  let crc = 0;
  // Empty chunks are skipped: Node's crc32 answers 0 for a view of an empty ArrayBuffer, whatever it continues.
  for (const chunk of body) if (chunk.byteLength > 0) crc = crc32(chunk, crc);
  const strongs: string[] = [];
  for (const [number, id] of data.strongsIds) strongs[id] = number;
  const header: Header = {
    format: FORMAT,
    fingerprint,
    language: data.language,
    vocabulary: data.vocabulary,
    strongs,
    strings: parts.strings,
    arrays: entries,
    bodyBytes: offset,
    crc,
  };
  const headerBytes = Buffer.from(JSON.stringify(header), 'utf8');
  const prefix = Buffer.alloc(8);
  prefix.write(MAGIC, 0, 'latin1');
  prefix.writeUInt32LE(headerBytes.byteLength, 4);
  const headerEnd = prefix.byteLength + headerBytes.byteLength;
  return [prefix, headerBytes, Buffer.alloc((ALIGN - (headerEnd % ALIGN)) % ALIGN), ...body];
}

/**
 * Opens a snapshot: its index and the packed verses' small arrays are read into memory (views of one buffer),
 * the texts and token words stay in the file, read verse by verse (`PackedVerses` then owns the open file).
 * Or why it cannot be used: none, another edition's or program's, or a damaged one (the whole file is checked
 * against its checksum first).
 */
export function openSnapshot(
  file: string,
  fingerprint: string,
): OpenedSnapshot | { miss: SnapshotMiss; why: string } {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return { miss: 'missing', why: 'no snapshot yet' };
    throw error;
  }
  try {
    const opened = readOpened(fd, fingerprint);
    if ('miss' in opened) closeSync(fd);
    return opened;
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

type OpenedSnapshot = { index: IndexData; verses: ConstructorParameters<typeof PackedVerses>[0] };

function readOpened(fd: number, fingerprint: string): OpenedSnapshot | { miss: SnapshotMiss; why: string } {
  const damaged = (why: string) => ({ miss: 'damaged' as const, why });
  const size = fstatSync(fd).size;
  if (size < 8) return damaged('not a snapshot');
  const prefix = readAt(fd, 0, 8);
  if (prefix.toString('latin1', 0, 4) !== MAGIC) return damaged('not a snapshot');
  const headerBytes = prefix.readUInt32LE(4);
  if (headerBytes > MAX_HEADER_BYTES || 8 + headerBytes > size) return damaged('header cut short');
  let header: Header;
  try {
    header = JSON.parse(readAt(fd, 8, headerBytes).toString('utf8')) as Header;
  } catch {
    return damaged('header unreadable');
  }
  if (header.format !== FORMAT || header.fingerprint !== fingerprint)
    return { miss: 'stale', why: 'written for another edition or program' };
  const bodyStart = 8 + headerBytes + ((ALIGN - ((8 + headerBytes) % ALIGN)) % ALIGN);
  if (size !== bodyStart + header.bodyBytes) return damaged('length differs from its header');
  const inFile = header.arrays.filter((entry) => IN_FILE.includes(entry.name));
  if (inFile.length !== IN_FILE.length) return damaged('texts missing');
  const residentBytes = Math.min(...inFile.map((entry) => entry.offset));
  const resident = readAt(fd, bodyStart, residentBytes);
  let crc = residentBytes > 0 ? crc32(resident) : 0;
  for (let at = residentBytes; at < header.bodyBytes; at += CHECK_CHUNK) {
    crc = crc32(readAt(fd, bodyStart + at, Math.min(CHECK_CHUNK, header.bodyBytes - at)), crc);
  }
  if (crc !== header.crc) return damaged('checksum differs');

  const arrays = new Map<string, ArrayBufferView>();
  const place = new Map<string, number>();
  for (const { name, kind, offset, length } of header.arrays) {
    // The checksum covers the body; the header is checked here, field by field.
    if (!Object.hasOwn(ARRAY_TYPES, kind) || !Number.isSafeInteger(offset) || !Number.isSafeInteger(length))
      return damaged(`array ${name} unreadable`);
    const Type = ARRAY_TYPES[kind];
    const end = offset + length * Type.BYTES_PER_ELEMENT;
    if (offset < 0 || length < 0 || offset % ALIGN !== 0 || end > header.bodyBytes)
      return damaged(`array ${name} out of bounds`);
    if (IN_FILE.includes(name)) place.set(name, bodyStart + offset);
    else if (end > residentBytes) return damaged(`array ${name} out of bounds`);
    else arrays.set(name, new Type(resident.buffer as ArrayBuffer, resident.byteOffset + offset, length));
  }
  const fields = (prefix: string) =>
    Object.fromEntries(
      [...arrays]
        .filter(([name]) => name.startsWith(prefix))
        .map(([name, view]) => [name.slice(prefix.length), view]),
    );
  const index = {
    ...fields('index.'),
    language: header.language,
    vocabulary: header.vocabulary,
    strongsIds: new Map(header.strongs.map((number, id) => [number, id])),
  } as unknown as IndexData;
  const verses = {
    ...fields('verses.'),
    strings: header.strings,
    file: { fd, textAt: place.get('verses.textBytes')!, tokenAt: place.get('verses.tokenWords')! },
  } as unknown as OpenedSnapshot['verses'];
  return { index, verses };
}

/** `length` bytes of the file from `position`, in a buffer of their own that starts at a multiple of 8. */
function readAt(fd: number, position: number, length: number): Buffer {
  const buffer = Buffer.from(new ArrayBuffer(length));
  let done = 0;
  while (done < length) {
    const got = readSync(fd, buffer, done, length - done, position + done);
    if (got === 0) throw new Error('A snapshot ended early');
    done += got;
  }
  return buffer;
}

/**
 * The snapshots of one data directory, a file per version (`<code>.snapshot`), each replaced whole when a new
 * edition or a new program writes it (a temporary file renamed over it), so a reader never sees half a file.
 */
export class IndexSnapshots {
  constructor(
    private readonly directory: string,
    /** Names the program that writes and reads; part of every fingerprint. */
    private readonly program: string,
  ) {}

  /**
   * Snapshots for the running program when it is the compiled server (`dist/server/*.js`), named by a hash of
   * its bundle; none under tsx (development, tests), where the program's source is many files.
   */
  static forRunningProgram(directory: string): IndexSnapshots | undefined {
    const entry = process.argv[1];
    if (!entry?.endsWith('.js')) return undefined;
    const program = createHash('sha256').update(readFileSync(entry)).digest('hex').slice(0, 32);
    return new IndexSnapshots(directory, program);
  }

  /** The version as its snapshot holds it, or why there is none to use. */
  read(version: InstalledVersion): LoadedVersion | { miss: SnapshotMiss; why: string } {
    const opened = openSnapshot(this.file(version.code), snapshotFingerprint(version, this.program));
    if ('miss' in opened) return opened;
    return new LoadedVersion(version, new VerseIndex(opened.index), new PackedVerses(opened.verses));
  }

  /** Writes (or replaces) the version's snapshot. */
  async write(loaded: LoadedVersion): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    const target = this.file(loaded.version.code);
    const temporary = `${target}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, encodeSnapshot(loaded, snapshotFingerprint(loaded.version, this.program)));
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  /** Deletes the version's snapshot, if there is one (the version was removed). */
  async remove(code: string): Promise<void> {
    await rm(this.file(code), { force: true });
  }

  private file(code: string): string {
    // Version codes are lower-case letters and digits (the import checks them); the name is checked again.
    if (!/^[a-z0-9][a-z0-9_-]*$/i.test(code)) throw new Error(`Not a version code: ${code}`);
    return path.join(this.directory, `${code}.snapshot`);
  }
}

function kindOf(view: ArrayBufferView): ArrayKind {
  if (view instanceof Uint8Array) return 'u8';
  if (view instanceof Uint16Array) return 'u16';
  if (view instanceof Uint32Array) return 'u32';
  throw new Error(`No snapshot kind for ${view.constructor.name}`);
}

function bytesPer(view: ArrayBufferView): number {
  return ARRAY_TYPES[kindOf(view)].BYTES_PER_ELEMENT;
}
