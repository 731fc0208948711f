import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { FileAudioCache, MemoryAudioCache } from './audio-cache';
import { AudioService, SPEECH_LIMITS } from './audio.service';
import type { SpeechEngine } from './speech-engine';

/** A speech engine whose syntheses finish when the test lets them (`finishNext`), so queues can be seen. */
class HeldEngine implements SpeechEngine {
  readonly contentType = 'audio/mpeg';
  private readonly held: Array<() => void> = [];

  get started(): number {
    return this.held.length;
  }

  synthesise(input: string): Promise<Buffer> {
    return new Promise((resolve) => this.held.push(() => resolve(Buffer.from(input))));
  }

  finishNext(): void {
    this.held.shift()?.();
  }
}

/** A speech engine that answers at once. */
class InstantEngine implements SpeechEngine {
  readonly contentType = 'audio/mpeg';
  synthesise(input: string): Promise<Buffer> {
    return Promise.resolve(Buffer.from(input));
  }
}

/** The n-th of 729 different two-letter Hebrew texts. */
const hebrew = (n: number) => String.fromCharCode(0x5d0 + (n % 27), 0x5d0 + Math.floor(n / 27));

/** What a promise has come to after a short while: its value, its error, or 'pending'. */
async function settled<T>(promise: Promise<T>): Promise<T | unknown> {
  const pending = new Promise((resolve) => setTimeout(() => resolve('pending'), 200));
  return Promise.race([promise.catch((error: unknown) => error), pending]);
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));
const key = (n: number) => `${n.toString(16).padStart(2, '0')}${'0'.repeat(62)}`;

describe('FileAudioCache', () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'oc-audio-cache-'));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });
  const files = async () =>
    (await readdir(directory, { recursive: true })).filter((name) => name.endsWith('.mp3'));
  const wait = () => new Promise((resolve) => setTimeout(resolve, 20));

  it('keeps at most its size: the least recently used file goes first', async () => {
    const cache = new FileAudioCache(directory, 'mp3', 1_000);
    await cache.set(key(1), Buffer.alloc(400, 1));
    await wait();
    await cache.set(key(2), Buffer.alloc(400, 2));
    await wait();
    expect((await cache.get(key(1)))?.[0]).toBe(1);
    await wait();
    await cache.set(key(3), Buffer.alloc(400, 3));

    expect(await cache.get(key(2))).toBeUndefined();
    expect(await cache.size()).toBe(800);
    expect((await files()).map((name) => path.basename(name)).sort()).toEqual([
      `${key(1)}.mp3`,
      `${key(3)}.mp3`,
    ]);
  });

  it('reads the order of use back from the files after a restart, and keeps within a smaller size', async () => {
    const first = new FileAudioCache(directory, 'mp3', 10_000);
    for (const n of [1, 2, 3]) {
      await first.set(key(n), Buffer.alloc(400, n));
      await wait();
    }
    await first.get(key(1));
    // A file half written by a run that stopped.
    await writeFile(path.join(directory, key(2).slice(0, 2), `${key(2)}.mp3.1234.partial`), 'half');

    const restarted = new FileAudioCache(directory, 'mp3', 900);
    expect(await restarted.size()).toBe(800);
    expect(await restarted.get(key(2))).toBeUndefined();
    expect((await restarted.get(key(3)))?.[0]).toBe(3);
    expect((await restarted.get(key(1)))?.[0]).toBe(1);
    expect((await readdir(directory, { recursive: true })).some((name) => name.endsWith('.partial'))).toBe(
      false,
    );
    expect(existsSync(path.join(directory, key(2).slice(0, 2), `${key(2)}.mp3`))).toBe(false);
  });
});

describe('MemoryAudioCache', () => {
  it('keeps at most its size, least recently used dropped', async () => {
    const cache = new MemoryAudioCache(1_000);
    await cache.set('a', Buffer.alloc(400));
    await cache.set('b', Buffer.alloc(400));
    await cache.get('a');
    await cache.set('c', Buffer.alloc(400));
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBeDefined();
    expect(await cache.get('c')).toBeDefined();
  });
});

describe('AudioService limits', () => {
  it(`runs one synthesis at a time, lets ${SPEECH_LIMITS.waiting} wait and refuses more with 503 and Retry-After`, async () => {
    const engine = new HeldEngine();
    const audio = new AudioService(engine, new MemoryAudioCache());
    const admitted = Array.from({ length: 1 + SPEECH_LIMITS.waiting }, (_, n) => audio.speak(hebrew(n)));
    await tick();
    expect(engine.started).toBe(1);

    const refused = await settled(audio.speak(hebrew(100)));
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      statusCode: 503,
      message: 'Hebrew speech is busy. Please try again in 5 seconds.',
      headers: { 'retry-after': '5' },
    });
    // The same text as one already waiting joins it instead of queueing again.
    const joined = audio.speak(hebrew(3));

    for (let finished = 0; finished < admitted.length; finished++) {
      await tick();
      engine.finishNext();
    }
    expect((await Promise.all(admitted)).map((spoken) => spoken.audio.toString())).toEqual(
      admitted.map((_, n) => hebrew(n)),
    );
    expect((await joined).audio.toString()).toBe(hebrew(3));
    const later = audio.speak(hebrew(100));
    await tick();
    engine.finishNext();
    expect((await later).audio.toString()).toBe(hebrew(100));
  });

  it(`makes at most ${SPEECH_LIMITS.perMinute} new texts a minute for everyone, while cached ones keep coming`, async () => {
    const audio = new AudioService(new InstantEngine(), new MemoryAudioCache());
    for (let n = 0; n < SPEECH_LIMITS.perMinute; n++) await audio.speak(hebrew(n));

    const refused = await settled(audio.speak(hebrew(SPEECH_LIMITS.perMinute)));
    expect(refused).toBeInstanceOf(AppError);
    const error = refused as AppError;
    expect(error.statusCode).toBe(503);
    const seconds = Number(error.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(error.message).toBe(`Hebrew speech is busy. Please try again in ${seconds} seconds.`);

    expect((await audio.speak(hebrew(0))).audio.toString()).toBe(hebrew(0));
  });
});
