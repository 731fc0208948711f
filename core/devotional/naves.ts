import { bookByNumber, splitVerseKey } from '../bible/books';
import type { NaveTopic } from '../topics/nave-topic';

/** A verse range of one chapter, as Nave's Topical Bible lists them. */
export interface TopicReference {
  book: string;
  chapter: number;
  from: number;
  to: number;
}

/**
 * The references of a Nave's topic (as the topics area reads it, core/topics/nave-topic.ts) written from verse
 * to verse within one chapter, in the topic's order, each once: the devotional's verse of the day is one of them.
 */
export function topicReferences(topic: NaveTopic): TopicReference[] {
  const seen = new Set<string>();
  const refs: TopicReference[] = [];
  for (const line of topic.lines) {
    line.ranges.forEach((range, index) => {
      if (line.chapters?.includes(index)) return;
      const start = splitVerseKey(range.start);
      const end = splitVerseKey(range.end);
      if (start.book !== end.book || start.chapter !== end.chapter) return;
      const ref = {
        book: bookByNumber(start.book)!.osis,
        chapter: start.chapter,
        from: start.verse,
        to: end.verse,
      };
      const key = `${ref.book}.${ref.chapter}.${ref.from}-${ref.to}`;
      if (seen.has(key)) return;
      seen.add(key);
      refs.push(ref);
    });
  }
  return refs;
}
