import path from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { FileAudioCache, MemoryAudioCache } from './audio-cache';
import { AudioService } from './audio.service';
import { KnownCardsRepository } from './known-cards.repository';
import { KnownCardsService } from './known-cards.service';
import { EspeakSpeechEngine, type SpeechEngine } from './speech-engine';
import { WordListRepository } from './word-list.repository';
import { WordListService } from './word-list.service';

/** The services of the Hebrew learning pages. */
export interface HebrewServices {
  audio: AudioService;
  words: WordListService;
  knownCards: KnownCardsService;
}

/** Builds them; audio is cached under DATA_DIR/audio-cache, or in memory for an in-memory database. */
export function createHebrewServices(
  db: Database,
  config: Config,
  engine: SpeechEngine = new EspeakSpeechEngine(),
): HebrewServices {
  const cache =
    config.dataDir === 'memory://'
      ? new MemoryAudioCache()
      : new FileAudioCache(path.join(config.dataDir, 'audio-cache'), 'mp3');
  return {
    audio: new AudioService(engine, cache),
    words: new WordListService(new WordListRepository(db)),
    knownCards: new KnownCardsService(new KnownCardsRepository(db)),
  };
}
