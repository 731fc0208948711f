import path from 'node:path';
import { parseQuery } from '../../core/search/query';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { IndexRegistry } from '../bible-index/index-registry';
import { FileAudioCache, MemoryAudioCache } from './audio-cache';
import { AudioService } from './audio.service';
import { KnownCardsRepository } from './known-cards.repository';
import { KnownCardsService } from './known-cards.service';
import { EspeakSpeechEngine, type SpeechEngine } from './speech-engine';
import { WordListRepository } from './word-list.repository';
import { WordListService, type KjvSource } from './word-list.service';

/** The KJV the word glosses are counted from: the in-memory index of the installed KJV (decision 107). */
export function kjvFromIndexes(indexes: IndexRegistry): KjvSource {
  return async () => {
    const kjv = await indexes.get('kjv');
    if (!kjv) return undefined;
    return {
      editionId: kjv.editionId,
      *versesWith(strongs: string) {
        const query = parseQuery(strongs);
        if ('error' in query) return;
        const { results } = kjv.index.search(query, { offset: 0, limit: Number.MAX_SAFE_INTEGER });
        for (const hit of results) yield kjv.tokens(hit.key);
      },
    };
  };
}

/** The services of the Hebrew learning pages. */
export interface HebrewServices {
  audio: AudioService;
  words: WordListService;
  knownCards: KnownCardsService;
}

/**
 * Builds them; audio is cached under DATA_DIR/audio-cache, or in memory for an in-memory database; the word
 * glosses read the KJV from the search indexes.
 */
export function createHebrewServices(
  db: Database,
  config: Config,
  indexes: IndexRegistry,
  engine: SpeechEngine = new EspeakSpeechEngine(),
): HebrewServices {
  const cache =
    config.dataDir === 'memory://'
      ? new MemoryAudioCache()
      : new FileAudioCache(path.join(config.dataDir, 'audio-cache'), 'mp3');
  return {
    audio: new AudioService(engine, cache),
    words: new WordListService(new WordListRepository(db), kjvFromIndexes(indexes)),
    knownCards: new KnownCardsService(new KnownCardsRepository(db)),
  };
}
