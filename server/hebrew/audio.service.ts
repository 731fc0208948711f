import { createHash } from 'node:crypto';
import { isSpeakableHebrew } from '../../core/hebrew/hebrew-text';
import { errors } from '../errors';
import type { AudioCache } from './audio-cache';
import { toSpeechInput } from '../../core/hebrew/pronunciation';
import { SpeechEngineMissingError, type SpeechEngine } from './speech-engine';

export const MAX_SPEECH_CHARACTERS = 200;
/** Part of every cache key: bump it when the pronunciation rules or the voice change. */
const VOICE_VERSION = 'he-espeak-1';

/**
 * How much speech the server makes (decision 101). One espeak-ng process at a time, so the other core stays
 * with the site; a few more texts may wait their turn, and beyond them a request is refused at once; and so
 * many new texts a minute from every address together (cached audio is never counted).
 */
export interface SpeechLimits {
  concurrent: number;
  waiting: number;
  perMinute: number;
}

export const SPEECH_LIMITS: SpeechLimits = { concurrent: 1, waiting: 8, perMinute: 60 };
/** What a refused request is told to wait when the queue is full: about what eight syntheses take. */
const QUEUE_RETRY_SECONDS = 5;
const MINUTE_MS = 60_000;

export interface SpokenAudio {
  audio: Buffer;
  contentType: string;
  /** The cache key, also a strong ETag. */
  key: string;
}

/** Speaks Hebrew text: validate, look in the cache, otherwise synthesise once (within limits) and keep it. */
export class AudioService {
  private readonly inFlight = new Map<string, Promise<Buffer>>();
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  /** Syntheses started in the current minute, which began at `minuteStart`. */
  private startedThisMinute = 0;
  private minuteStart = 0;

  constructor(
    private readonly engine: SpeechEngine,
    private readonly cache: AudioCache,
    private readonly limits: SpeechLimits = SPEECH_LIMITS,
  ) {}

  /** The text as it will be spoken and keyed: NFC, trimmed, spaces collapsed; 400 when it is not Hebrew. */
  normalise(text: string): string {
    const normalised = text.normalize('NFC').replace(/\s+/g, ' ').trim();
    if ([...normalised].length > MAX_SPEECH_CHARACTERS) throw errors.hebrewTextTooLong(MAX_SPEECH_CHARACTERS);
    if (!isSpeakableHebrew(normalised)) throw errors.invalidHebrewText();
    return normalised;
  }

  /** Audio of the text, from the cache when it was spoken before; 503 when too much speech is being made. */
  async speak(text: string): Promise<SpokenAudio> {
    const normalised = this.normalise(text);
    const key = createHash('sha256').update(`${VOICE_VERSION}\n${normalised}`).digest('hex');
    const cached = await this.cache.get(key);
    if (cached) return { audio: cached, contentType: this.engine.contentType, key };
    let pending = this.inFlight.get(key);
    if (!pending) {
      // Nothing is awaited between admitting a synthesis and taking its place in the queue.
      this.admit();
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

  /** Counts a new synthesis against the limits, or refuses it with 503 and how long to wait. */
  private admit(): void {
    if (this.running >= this.limits.concurrent && this.waiting.length >= this.limits.waiting) {
      throw errors.speechBusy(QUEUE_RETRY_SECONDS);
    }
    const now = Date.now();
    if (now - this.minuteStart >= MINUTE_MS) {
      this.minuteStart = now;
      this.startedThisMinute = 0;
    }
    if (this.startedThisMinute >= this.limits.perMinute) {
      throw errors.speechBusy(Math.max(1, Math.ceil((this.minuteStart + MINUTE_MS - now) / 1000)));
    }
    this.startedThisMinute += 1;
  }

  private async acquire(): Promise<void> {
    if (this.running < this.limits.concurrent) {
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
