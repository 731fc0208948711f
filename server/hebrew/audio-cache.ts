import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LruCache } from '../http/lru-cache';

/**
 * The most audio the cache keeps on disk (decision 101): some 10,000 words and short phrases at 5-10 KB each,
 * or 1,250 texts of the longest kind (200 characters, about 80 KB).
 */
export const AUDIO_CACHE_MAX_BYTES = 100_000_000;
/** The in-memory cache of a test or demo site on an in-memory database. */
const MEMORY_CACHE_MAX_BYTES = 16_000_000;

/** Synthesised audio by key (a SHA-256 of the text and the voice settings). */
export interface AudioCache {
  get(key: string): Promise<Buffer | undefined>;
  set(key: string, audio: Buffer): Promise<void>;
}

/**
 * Files under `DATA_DIR/audio-cache/ab/abcdef….mp3`, kept across restarts and shared by nothing else, at most
 * `maxBytes` of them: the least recently used go first. A hit renews its file's modification time, so the
 * order of use is read back from the files after a restart.
 */
export class FileAudioCache implements AudioCache {
  /** Key → size in bytes, least recently used first (a Map keeps insertion order); read on first use. */
  private entries: Promise<Map<string, number>> | undefined;
  private totalBytes = 0;

  constructor(
    private readonly directory: string,
    private readonly extension: string,
    private readonly maxBytes = AUDIO_CACHE_MAX_BYTES,
  ) {}

  /** The bytes of audio kept. */
  async size(): Promise<number> {
    await this.index();
    return this.totalBytes;
  }

  async get(key: string): Promise<Buffer | undefined> {
    const entries = await this.index();
    if (!entries.has(key)) return undefined;
    const file = this.file(key);
    try {
      const audio = await readFile(file);
      this.keep(entries, key, audio.length);
      const now = new Date();
      await utimes(file, now, now).catch(() => undefined);
      return audio;
    } catch {
      this.forget(entries, key);
      return undefined;
    }
  }

  async set(key: string, audio: Buffer): Promise<void> {
    const entries = await this.index();
    if (audio.length > this.maxBytes) return;
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write beside and rename, so a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, audio);
    await rename(partial, file);
    this.keep(entries, key, audio.length);
    await this.evict(entries);
  }

  private file(key: string): string {
    return path.join(this.directory, key.slice(0, 2), `${key}.${this.extension}`);
  }

  /** Marks a key as used last. */
  private keep(entries: Map<string, number>, key: string, size: number): void {
    this.forget(entries, key);
    entries.set(key, size);
    this.totalBytes += size;
  }

  private forget(entries: Map<string, number>, key: string): void {
    const size = entries.get(key);
    if (size === undefined) return;
    entries.delete(key);
    this.totalBytes -= size;
  }

  /** Removes the least recently used files until the cache fits; the count is updated before each removal. */
  private async evict(entries: Map<string, number>): Promise<void> {
    while (this.totalBytes > this.maxBytes) {
      const oldest = entries.keys().next().value!;
      this.forget(entries, oldest);
      await rm(this.file(oldest), { force: true });
    }
  }

  private index(): Promise<Map<string, number>> {
    this.entries ??= this.scan();
    return this.entries;
  }

  /** What earlier runs left, by last use; half-written files of an interrupted run are removed. */
  private async scan(): Promise<Map<string, number>> {
    const found: { key: string; size: number; used: number }[] = [];
    const folders = await readdir(this.directory).catch((): string[] => []);
    for (const folder of folders) {
      const names = await readdir(path.join(this.directory, folder)).catch((): string[] => []);
      for (const name of names) {
        const file = path.join(this.directory, folder, name);
        if (name.endsWith('.partial')) {
          await rm(file, { force: true });
          continue;
        }
        if (!name.endsWith(`.${this.extension}`)) continue;
        const info = await stat(file).catch(() => undefined);
        if (!info?.isFile()) continue;
        found.push({ key: name.slice(0, -this.extension.length - 1), size: info.size, used: info.mtimeMs });
      }
    }
    found.sort((a, b) => a.used - b.used);
    const entries = new Map<string, number>();
    for (const { key, size } of found) this.keep(entries, key, size);
    // The limit may be smaller than the last run's.
    await this.evict(entries);
    return entries;
  }
}

/** An in-memory cache for an in-memory database (the tests): at most `maxBytes`, least recently used dropped. */
export class MemoryAudioCache implements AudioCache {
  private readonly entries: LruCache<string, Buffer>;

  constructor(maxBytes = MEMORY_CACHE_MAX_BYTES) {
    this.entries = new LruCache(Number.POSITIVE_INFINITY, maxBytes);
  }

  async get(key: string): Promise<Buffer | undefined> {
    return this.entries.get(key);
  }

  async set(key: string, audio: Buffer): Promise<void> {
    this.entries.set(key, audio, audio.length);
  }
}
