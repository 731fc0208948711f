import { crc32 } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { IngestError } from '../model';

/**
 * Limits that keep a hostile archive (a zip bomb) from exhausting memory. The ratio limit applies to entries
 * larger than `ratioFromBytes`: small files of repeated text compress far better than any module's data.
 */
export interface ZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
  maxEntryBytes: number;
  maxRatio: number;
  ratioFromBytes: number;
}

const DEFAULT_LIMITS: ZipLimits = {
  maxEntries: 10_000,
  maxTotalBytes: 512 * 1024 * 1024,
  maxEntryBytes: 256 * 1024 * 1024,
  maxRatio: 200,
  ratioFromBytes: 1024 * 1024,
};

const SYMBOLIC_LINK = 0o120000;
const FILE_TYPE_BITS = 0o170000;

interface FileEntry {
  entry: Entry;
  start: number;
  end: number;
}

/**
 * Unpacks an uploaded zip archive in memory with yauzl, which refuses unsafe names (absolute paths, `..`) and
 * entries whose data does not match their declared size. Around it we bound the entry count, declared sizes
 * and compression ratio before anything inflates, refuse symbolic links, encrypted entries and entries that
 * share bytes (the overlapping-entry bomb), and check each CRC. Returns files by path (forward slashes);
 * directories are left out.
 */
export async function readZip(
  fileName: string,
  bytes: Uint8Array,
  limits: Partial<ZipLimits> = {},
): Promise<Map<string, Uint8Array>> {
  const bounds = { ...DEFAULT_LIMITS, ...limits };
  const fail = (detail: string): never => {
    throw new IngestError(fileName, undefined, detail);
  };
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const zip = await yauzl
    .fromBufferPromise(buffer, { lazyEntries: true })
    .catch((error: Error) =>
      fail(
        /end of central directory record signature not found/i.test(error.message)
          ? 'not a zip archive (no end of central directory)'
          : `the archive is damaged: ${error.message}`,
      ),
    );
  try {
    if (zip.entryCount > bounds.maxEntries) fail(`too many entries (${zip.entryCount})`);
    const entries = await listFiles(zip, bounds, fail);
    const byPosition = [...entries].sort((a, b) => a.start - b.start);
    for (let index = 1; index < byPosition.length; index++)
      if (byPosition[index]!.start < byPosition[index - 1]!.end)
        fail(`${byPosition[index]!.entry.fileName} overlaps ${byPosition[index - 1]!.entry.fileName}`);

    const files = new Map<string, Uint8Array>();
    for (const { entry } of entries) {
      const content = await unpack(zip, entry).catch((error: Error) =>
        fail(`${entry.fileName} does not unpack: ${error.message}`),
      );
      if (content.length !== entry.uncompressedSize || crc32(content) >>> 0 !== entry.crc32)
        fail(`${entry.fileName} is damaged (size or CRC)`);
      files.set(entry.fileName, content);
    }
    return files;
  } finally {
    zip.close();
  }
}

/** Every file entry with the byte range it occupies, checked against the limits before any data is read. */
async function listFiles(
  zip: ZipFile,
  bounds: ZipLimits,
  fail: (detail: string) => never,
): Promise<FileEntry[]> {
  const files: FileEntry[] = [];
  let total = 0;
  const iterator = zip.eachEntry();
  for (;;) {
    const next = await iterator
      .next()
      .catch((error: Error) => fail(`unsafe or damaged entry: ${error.message}`));
    if (next.done) return files;
    const entry = next.value;
    const name = entry.fileName;
    if (name.endsWith('/')) continue;
    if (entry.isEncrypted()) fail(`${name} is encrypted`);
    if (((entry.externalFileAttributes >>> 16) & FILE_TYPE_BITS) === SYMBOLIC_LINK)
      fail(`${name} is a symbolic link; the archive may hold only files`);
    if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)
      fail(
        `${name} uses compression method ${entry.compressionMethod}; only stored and deflated entries are supported`,
      );
    const size = entry.uncompressedSize;
    if (size > bounds.maxEntryBytes) fail(`${name} unpacks to more than ${bounds.maxEntryBytes} bytes`);
    if (size > bounds.ratioFromBytes && size / Math.max(entry.compressedSize, 1) > bounds.maxRatio)
      fail(`${name} is compressed more than ${bounds.maxRatio} times, as zip bombs are`);
    total += size;
    if (total > bounds.maxTotalBytes) fail(`the archive unpacks to more than ${bounds.maxTotalBytes} bytes`);
    const header = await zip
      .readLocalFileHeaderPromise(entry, { minimal: true })
      .catch((error: Error) => fail(`${name}: ${error.message}`));
    files.push({
      entry,
      start: entry.relativeOffsetOfLocalHeader,
      end: header.fileDataStart + entry.compressedSize,
    });
  }
}

/** One entry's bytes; yauzl stops the stream as soon as it inflates past its declared size. */
async function unpack(zip: ZipFile, entry: Entry): Promise<Uint8Array> {
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
