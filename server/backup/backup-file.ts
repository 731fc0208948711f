import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm, stat } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import { z } from 'zod';

/** The first line of every backup file: what it is and the version of its layout (decision 362). */
export const BACKUP_MAGIC = 'OpenConcordance backup, format 1';

const headerSchema = z.object({
  /** Which database wrote it: a PGlite data directory (gzipped tar) or a `pg_dump -Fc` archive. */
  kind: z.enum(['pglite', 'postgres']),
  /** The last migration the database had: a newer one than this version knows is refused. */
  schema: z.object({ migration: z.string(), createdAt: z.number().int() }),
  createdAt: z.string(),
  /** Rows of every table at the moment of the backup (the same snapshot as the payload). */
  tables: z.record(z.string(), z.number().int().nonnegative()),
  payload: z.object({ bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
});

export type BackupHeader = z.infer<typeof headerSchema>;

/** A file restore will not use, and why; nothing has been changed when it is thrown. */
export class BackupRefused extends Error {
  override name = 'BackupRefused';
}

/** The header is at most this long: a longer first part is not ours. */
const MAX_HEADER_BYTES = 1 << 20;

/**
 * Writes `FILE`: the magic line, the header as one JSON line, then the payload (streamed from `payload`,
 * counted and hashed on the way). Written to `FILE.partial` first and renamed, so a backup that fails half-way
 * never leaves a file that looks whole.
 */
export async function writeBackupFile(
  file: string,
  header: Omit<BackupHeader, 'payload'>,
  payload: Readable,
  /** Settles when the payload's writer has finished: a writer that fails leaves no file. */
  written: Promise<void> = Promise.resolve(),
): Promise<BackupHeader> {
  const body = `${file}.payload.partial`;
  const hash = createHash('sha256');
  let bytes = 0;
  try {
    await pipeline(
      payload,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          hash.update(chunk);
          bytes += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(body),
    );
    await written;
    const whole: BackupHeader = { ...header, payload: { bytes, sha256: hash.digest('hex') } };
    const partial = `${file}.partial`;
    const out = createWriteStream(partial);
    out.write(`${BACKUP_MAGIC}\n${JSON.stringify(whole)}\n`);
    await pipeline(createReadStream(body), out);
    await rename(partial, file);
    return whole;
  } finally {
    await rm(body, { force: true });
    await rm(`${file}.partial`, { force: true });
  }
}

/**
 * Reads and checks a backup file before anything is changed: ours (the magic line, a header of the known
 * shape), whole (the payload's length and SHA-256), and of a schema this version knows (no migration newer
 * than `latestMigration`). Answers the header and where the payload starts.
 */
export async function readBackupFile(
  file: string,
  latestMigration: { name: string; createdAt: number },
): Promise<{ header: BackupHeader; payloadOffset: number }> {
  const size = (await stat(file)).size;
  const handle = await open(file, 'r');
  let start: Buffer;
  try {
    start = Buffer.alloc(Math.min(size, MAX_HEADER_BYTES));
    await handle.read(start, 0, start.length, 0);
  } finally {
    await handle.close();
  }
  const magicEnd = start.indexOf(0x0a);
  if (magicEnd < 0 || start.subarray(0, magicEnd).toString('utf8') !== BACKUP_MAGIC)
    throw new BackupRefused(
      `${file} is not an OpenConcordance backup (its first line is not "${BACKUP_MAGIC}").`,
    );
  const headerEnd = start.indexOf(0x0a, magicEnd + 1);
  if (headerEnd < 0) throw new BackupRefused(`${file} is cut short: its header is incomplete.`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(start.subarray(magicEnd + 1, headerEnd).toString('utf8'));
  } catch {
    throw new BackupRefused(`${file} is damaged: its header is not valid JSON.`);
  }
  const checked = headerSchema.safeParse(parsed);
  if (!checked.success)
    throw new BackupRefused(`${file} is damaged: its header is not one this version writes.`);
  const header = checked.data;
  const payloadOffset = headerEnd + 1;
  const payloadBytes = size - payloadOffset;
  if (payloadBytes !== header.payload.bytes)
    throw new BackupRefused(
      `${file} is ${payloadBytes < header.payload.bytes ? 'cut short' : 'longer than it was written'}: ` +
        `its data has ${payloadBytes} bytes, the header says ${header.payload.bytes}.`,
    );
  const hash = createHash('sha256');
  await pipeline(createReadStream(file, { start: payloadOffset }), async (chunks: AsyncIterable<Buffer>) => {
    for await (const chunk of chunks) hash.update(chunk);
  });
  if (hash.digest('hex') !== header.payload.sha256)
    throw new BackupRefused(`${file} is damaged: its data does not match the checksum in its header.`);
  if (header.schema.createdAt > latestMigration.createdAt)
    throw new BackupRefused(
      `${file} comes from a newer version of OpenConcordance (its schema has migration ${header.schema.migration}; ` +
        `this one knows up to ${latestMigration.name}). Upgrade first, then restore.`,
    );
  return { header, payloadOffset };
}
