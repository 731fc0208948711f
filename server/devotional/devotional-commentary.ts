import type { CommentaryResponse } from '../../core/api/devotional';
import { KJV } from '../../core/bible/versification';
import {
  outlineFor,
  parseComment,
  sectionFor,
  trimComment,
  type ParsedComment,
} from '../../core/devotional/commentary-text';
import type { PlanSegment } from '../../core/devotional/plans';
import type { DevotionalTopic } from '../../core/devotional/topics';
import type { LoadedVersion } from '../bible-index/loaded-version';
import { AppError } from '../errors';
import { COMMENTARIES, type CommentaryId, type DevotionalSources, NAVE_NAME } from './devotional-sources';
import { rangeName, segmentVerses } from './devotional-passages';

function commentaryUrl(id: CommentaryId, book: string, chapter: number, verse: number): string {
  return `/devotional/commentary?module=${id}&book=${book}&chapter=${chapter}&verse=${verse}`;
}

/** What the public-domain sources say on a reading: Matthew Henry, Spurgeon on the psalms, Nave's topics. */
export class DevotionalCommentary {
  constructor(private readonly sources: DevotionalSources) {}

  private comment(id: CommentaryId, book: string, chapter: number, verse: number): ParsedComment | undefined {
    const entry = this.sources.commentary(id)?.entry(book, chapter, verse);
    return entry ? parseComment(entry.markup, KJV.verseCount(book, chapter)) : undefined;
  }

  /** Matthew Henry on the first section of the reading, trimmed, with the chapter outline's line as the title. */
  reflection(segments: readonly PlanSegment[]) {
    const first = segments[0]!;
    const parsed = this.comment('mhcc', first.book, first.chapter, first.from);
    const section = parsed && sectionFor(parsed, first.from);
    if (!parsed || !section) return undefined;
    const opening = first.from === 1 ? parsed : this.comment('mhcc', first.book, first.chapter, 1);
    const title = (opening && outlineFor(opening, section.from)?.title) ?? opening?.summary;
    const heading = rangeName(first.book, first.chapter, section.from, section.to);
    const { text, trimmed } = trimComment(section.paragraphs);
    return {
      title: title?.replace(/\.$/, ''),
      text,
      source: {
        module: 'mhcc',
        name: COMMENTARIES.mhcc.name,
        heading,
        trimmed,
        url: commentaryUrl('mhcc', first.book, first.chapter, section.from),
      },
    };
  }

  /** Spurgeon's overview of the first psalm of the reading. */
  psalmReflection(segments: readonly PlanSegment[]) {
    const psalm = segments.find((segment) => segment.book === 'Ps');
    if (!psalm) return null;
    const parsed = this.comment('tdavid', 'Ps', psalm.chapter, psalm.from);
    if (!parsed) return null;
    // The overview (or, where it is empty, the part on the psalm's title) comes before the verse-by-verse parts.
    const overview =
      parsed.titled.find((part) => /OVERVIEW/i.test(part.title) && part.paragraphs.length) ??
      parsed.titled.find((part) => part.paragraphs.length && !/EXPLANATORY|HINTS/i.test(part.title));
    const paragraphs = overview?.paragraphs ?? sectionFor(parsed, psalm.from)?.paragraphs;
    if (!paragraphs?.length) return null;
    const { text, trimmed } = trimComment(paragraphs);
    return {
      text,
      trimmed,
      name: COMMENTARIES.tdavid.name,
      heading: `Psalm ${psalm.chapter}`,
      url: commentaryUrl('tdavid', 'Ps', psalm.chapter, psalm.from),
    };
  }

  /** A verse of Nave's references on the topic, the same for everyone on a given day. */
  topicVerse(topic: DevotionalTopic, epochDay: number, version: LoadedVersion) {
    const refs = this.sources.topicReferences(topic);
    if (!refs.length) return null;
    const ref = refs[(epochDay * 7919) % refs.length]!;
    const to = Math.min(ref.to, ref.from + 2);
    const verses = segmentVerses(version, { book: ref.book, chapter: ref.chapter, from: ref.from, to });
    if (!verses.length) return null;
    return {
      topic,
      reference: rangeName(ref.book, ref.chapter, ref.from, to),
      text: verses.map((verse) => verse.text).join(' '),
      source: NAVE_NAME,
    };
  }

  /** The whole comment of a commentary on a passage (the reading shows it trimmed). */
  commentary(query: {
    module: CommentaryId;
    book: string;
    chapter: number;
    verse: number;
  }): CommentaryResponse {
    const { module, book, chapter, verse } = query;
    if (!KJV.isValid(book, chapter, verse) || (module === 'tdavid' && book !== 'Ps'))
      throw new AppError(404, 'no_comment', 'No such passage in this commentary');
    const parsed = this.comment(module, book, chapter, verse);
    if (!parsed) throw new AppError(404, 'no_comment', 'This commentary has no comment on that passage');
    const section = sectionFor(parsed, verse);
    const paragraphs =
      module === 'tdavid'
        ? parsed.titled.flatMap((part) => [part.title, ...part.paragraphs])
        : (section?.paragraphs ?? []);
    const heading =
      module === 'tdavid' || !section
        ? `Psalm ${chapter}`
        : rangeName(book, chapter, section.from, section.to);
    return {
      module,
      name: COMMENTARIES[module].name,
      heading,
      paragraphs,
      license: COMMENTARIES[module].license,
    };
  }
}
