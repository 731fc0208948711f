import { createHash } from 'node:crypto';
import { isSpeakableHebrew } from '../../content/hebrew/hebrew-text';
import { errors } from '../errors';
import type { AudioCache } from './audio-cache';
import { toSpeechInput } from './pronunciation';
import { SpeechEngineMissingError, type SpeechEngine } from './speech-engine';

export const MAX_SPEECH_CHARACTERS = 200;
/** Part of every cache key: bump it when the pronunciation rules or the voice change. */
const VOICE_VERSION = 'he-espeak-1';
/** At most this many espeak-ng processes at once; more requests wait their turn. */
const MAX_CONCURRENT = 2;

export interface SpokenAudio {
  audio: Buffer;
  contentType: string;
  /** The cache key, also a strong ETag. */
  key: string;
}

/** Speaks Hebrew text: validate, look in the cache, otherwise synthesise once and keep it. */
export class AudioService {
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly engine: SpeechEngine,
    private readonly cache: AudioCache,
  ) {}

  /** The text as it will be spoken and keyed: NFC, trimmed, spaces collapsed; 400 when it is not Hebrew. */
  normalise(text: string): string {
    const normalised = text.normalize('NFC').replace(/\s+/g, ' ').trim();
    if ([...normalised].length > MAX_SPEECH_CHARACTERS) throw errors.hebrewTextTooLong(MAX_SPEECH_CHARACTERS);
    if (!isSpeakableHebrew(normalised)) throw errors.invalidHebrewText();
    return normalised;
  }

  /** Audio of the text, from the cache when it was spoken before. */
  async speak(text: string): Promise<SpokenAudio> {
    const normalised = this.normalise(text);
    const key = createHash('sha256').update(`${VOICE_VERSION}\n${normalised}`).digest('hex');
    const cached = await this.cache.get(key);
    if (cached) return { audio: cached, contentType: this.engine.contentType, key };
    let pending = this.inFlight.get(key);
    if (!pending) {
      pending = this.synthesise(normalised, key).finally(() => this.inFlight.delete(key));
      this.inFlight.set(key, pending);
    }
    return { audio: await pending, contentType: this.engine.contentType, key };
  }

  private async synthesise(text: string, key: string): Promise<Buffer> {
    await this.acquire();
    try {
      const audio = await this.engine.synthesise(toSpeechInput(text));
      await this.cache.set(key, audio);
      return audio;
    } catch (error) {
      if (error instanceof SpeechEngineMissingError) throw errors.speechUnavailable();
      throw error;
    } finally {
      this.release();
    }
  }

  private async acquire(): Promise<void> {
    if (this.running < MAX_CONCURRENT) {
      this.running += 1;
      return;
    }
    await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}
