import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Synthesised audio by key (a SHA-256 of the text and the voice settings). */
export interface AudioCache {
  get(key: string): Promise<Buffer | undefined>;
  set(key: string, audio: Buffer): Promise<void>;
}

/** Files under `DATA_DIR/audio-cache/ab/abcdef….mp3`: kept across restarts, shared by nothing else. */
export class FileAudioCache implements AudioCache {
  constructor(
    private readonly directory: string,
    private readonly extension: string,
  ) {}

  private file(key: string): string {
    return path.join(this.directory, key.slice(0, 2), `${key}.${this.extension}`);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.file(key));
    } catch {
      return undefined;
    }
  }

  async set(key: string, audio: Buffer): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write beside and rename, so a reader never sees half a file.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, audio);
    await rename(partial, file);
  }
}

/** An in-memory cache for an in-memory database (the tests): at most `limit` entries, oldest dropped. */
export class MemoryAudioCache implements AudioCache {
  private readonly entries = new Map<string, Buffer>();

  constructor(private readonly limit = 500) {}

  async get(key: string): Promise<Buffer | undefined> {
    return this.entries.get(key);
  }

  async set(key: string, audio: Buffer): Promise<void> {
    this.entries.set(key, audio);
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value!);
  }
}
