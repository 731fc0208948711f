import { crc32, inflateRawSync } from 'node:zlib';
import { IngestError } from '../model';

/** Limits that keep a hostile archive (a zip bomb) from exhausting memory. */
export interface ZipLimits {
  maxEntries: number;
  maxTotalBytes: number;
}

const DEFAULT_LIMITS: ZipLimits = { maxEntries: 10_000, maxTotalBytes: 512 * 1024 * 1024 };

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;

/**
 * Unpacks a zip archive in memory by its central directory: stored and deflated entries, CRC-checked.
 * Returns files by path (forward slashes); directories are left out. Encrypted and ZIP64 archives are refused.
 */
export function readZip(
  fileName: string,
  bytes: Uint8Array,
  limits: ZipLimits = DEFAULT_LIMITS,
): Map<string, Uint8Array> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fail = (detail: string): never => {
    throw new IngestError(fileName, undefined, detail);
  };
  // The end record sits in the last 22 bytes plus an optional comment of up to 64 KiB.
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (view.getUint32(at, true) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) fail('not a zip archive (no end of central directory)');
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff) fail('ZIP64 archives are not supported');
  if (count > limits.maxEntries) fail(`too many entries (${count})`);
  if (directoryOffset + directorySize > end) fail('the central directory is damaged');

  const files = new Map<string, Uint8Array>();
  let total = 0;
  let at = directoryOffset;
  for (let entry = 0; entry < count; entry++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== DIRECTORY_ENTRY)
      fail(`entry ${entry} is damaged`);
    const flags = view.getUint16(at + 8, true);
    const method = view.getUint16(at + 10, true);
    const expectedCrc = view.getUint32(at + 16, true);
    const compressedSize = view.getUint32(at + 20, true);
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localOffset = view.getUint32(at + 42, true);
    const name = new TextDecoder().decode(bytes.subarray(at + 46, at + 46 + nameLength)).replace(/\\/g, '/');
    at += 46 + nameLength + extraLength + commentLength;
    if (name.endsWith('/')) continue;
    if (flags & 1) fail(`${name} is encrypted`);
    if (size === 0xffffffff || compressedSize === 0xffffffff) fail('ZIP64 archives are not supported');
    total += size;
    if (total > limits.maxTotalBytes) fail(`the archive unpacks to more than ${limits.maxTotalBytes} bytes`);

    if (view.getUint32(localOffset, true) !== LOCAL_HEADER) fail(`${name}: local header not found`);
    const dataStart =
      localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
    const data = bytes.subarray(dataStart, dataStart + compressedSize);
    let content: Uint8Array;
    if (method === 0) content = data;
    else if (method === 8) {
      try {
        content = inflateRawSync(data, { maxOutputLength: Math.max(size, 1) });
      } catch (error) {
        return fail(`${name} does not inflate: ${(error as Error).message}`);
      }
    } else
      return fail(
        `${name} uses compression method ${method}; only stored and deflated entries are supported`,
      );
    if (content.length !== size || crc32(content) >>> 0 !== expectedCrc)
      fail(`${name} is damaged (size or CRC)`);
    files.set(name, content);
  }
  return files;
}
