import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { MemoryAudioCache } from './audio-cache';
import { AudioService, SPEECH_LIMITS } from './audio.service';
import { mp3Duration } from './mp3-duration';
import { EspeakSpeechEngine, type SpeechEngine } from './speech-engine';

const INVALID = {
  message:
    'text may contain only Hebrew letters, vowel points, cantillation, spaces, maqaf, geresh, gershayim and basic punctuation',
};
const audioUrl = (text: string) => `/api/hebrew-audio?text=${encodeURIComponent(text)}`;

// Speech does not touch the database: PGlite is enough.
describe('GET /api/hebrew-audio', () => {
  let harness: TestApp;
  beforeAll(async () => {
    harness = await createTestApp('pglite');
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await harness?.close();
  });

  it.each([
    ['/api/hebrew-audio', { message: 'text is required' }],
    [audioUrl('   '), { message: 'text is required' }],
    [audioUrl('shalom'), INVALID],
    [audioUrl('שלום 2'), INVALID],
    [audioUrl('שלום<script>'), INVALID],
    [audioUrl('?!'), INVALID],
    [audioUrl('א'.repeat(201)), { message: 'text must be at most 200 characters' }],
  ])('answers 400 for %s', async (url, body) => {
    const response = await harness.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(body);
  });

  it('speaks pointed Hebrew as MP3 whose length fits the text, cacheable for a year', async () => {
    const short = await harness.app.inject({ method: 'GET', url: audioUrl('שָׁלוֹם') });
    expect(short.statusCode).toBe(200);
    expect(short.headers['content-type']).toBe('audio/mpeg');
    expect(short.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(short.headers['content-length'])).toBe(short.rawPayload.length);
    const shortAudio = mp3Duration(short.rawPayload);
    expect(shortAudio.sampleRate).toBe(22050);
    expect(shortAudio.seconds).toBeGreaterThan(0.3);
    expect(shortAudio.seconds).toBeLessThan(2);

    const phrase = 'אֲנִי מְדַבֵּר קְצָת עִבְרִית, וְאַתָּה מְדַבֵּר אַנְגְּלִית?';
    const long = await harness.app.inject({ method: 'GET', url: audioUrl(phrase) });
    expect(long.statusCode).toBe(200);
    const longAudio = mp3Duration(long.rawPayload);
    expect(longAudio.seconds).toBeGreaterThan(shortAudio.seconds * 3);
    expect(longAudio.seconds).toBeLessThan(12);
  });

  it('synthesises a text once: the same text, however spaced or normalised, comes from the cache', async () => {
    const synthesise = vi.spyOn(EspeakSpeechEngine.prototype, 'synthesise');
    const text = 'תּוֹדָה רַבָּה';
    const first = await harness.app.inject({ method: 'GET', url: audioUrl(text) });
    const second = await harness.app.inject({ method: 'GET', url: audioUrl(`  ${text.normalize('NFD')}  `) });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(synthesise).toHaveBeenCalledTimes(1);

    const revalidated = await harness.app.inject({
      method: 'GET',
      url: audioUrl(text),
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(synthesise).toHaveBeenCalledTimes(1);
    synthesise.mockRestore();
  });

  it('answers 503 with a message when the speech engine is not installed', async () => {
    const original = harness.app.services.hebrew.audio;
    harness.app.services.hebrew.audio = new AudioService(
      new EspeakSpeechEngine({ espeak: 'espeak-ng-not-installed', lame: 'lame' }),
      new MemoryAudioCache(),
    );
    try {
      const response = await harness.app.inject({ method: 'GET', url: audioUrl('שָׁלוֹם') });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        message: 'Hebrew speech is not available on this server (espeak-ng is not installed)',
      });
    } finally {
      harness.app.services.hebrew.audio = original;
    }
  });

  it('answers 503 with Retry-After while the speech queue is full', async () => {
    const held: Array<() => void> = [];
    const engine: SpeechEngine = {
      contentType: 'audio/mpeg',
      synthesise: () => new Promise((resolve) => held.push(() => resolve(Buffer.from('audio')))),
    };
    const original = harness.app.services.hebrew.audio;
    const audio = new AudioService(engine, new MemoryAudioCache());
    harness.app.services.hebrew.audio = audio;
    const letters = 'אבגדהוזחטיכלמנסעפצקרשת';
    const queued = Array.from({ length: 1 + SPEECH_LIMITS.waiting }, (_, n) => audio.speak(letters[n]!));
    try {
      const response = await harness.app.inject({ method: 'GET', url: audioUrl('שָׁלוֹם') });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ message: 'Hebrew speech is busy. Please try again in 5 seconds.' });
    } finally {
      // One synthesis runs at a time: each one finished lets the next start.
      for (const _ of queued) {
        await new Promise((resolve) => setTimeout(resolve, 5));
        held.shift()?.();
      }
      await Promise.all(queued);
      harness.app.services.hebrew.audio = original;
    }
  });

  it('limits one address to 60 requests a minute', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 62; index += 1) {
      const response = await harness.app.inject({
        method: 'GET',
        url: audioUrl('כֵּן'),
        remoteAddress: '10.9.8.7',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(60);
    expect(statuses.at(-1)).toBe(429);
  });
});
