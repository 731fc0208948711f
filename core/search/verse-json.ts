import type { VerseResult } from '../api/search';
import type { MatchSpan } from './index';
import type { VerseSegment } from './segments';

/** The fields of a verse result that depend on the query. */
type HitFields = 'matches' | 'segments';

/** A verse result's other fields (they never change for a version) and their JSON. */
export interface KeptVerse {
  fields: Readonly<Omit<VerseResult, HitFields>>;
  /** `JSON.stringify(fields)` without its closing brace. */
  json: string;
}

export function keepVerse(fields: Omit<VerseResult, HitFields>): KeptVerse {
  return { fields: Object.freeze(fields), json: JSON.stringify(fields).slice(0, -1) };
}

/**
 * A hit's result: the verse's kept fields, then the hit's matches and pieces, in this order, so that the kept
 * JSON is the beginning of the result's JSON. The kept JSON is private: a copy (`{ ...result }`) is plain data
 * again. Results are not modified once made.
 */
class FoundVerse implements VerseResult {
  readonly id: number;
  readonly book: number;
  readonly bookName: string;
  readonly chapter: number;
  readonly verse: number;
  readonly reference: string;
  readonly title: string;
  readonly text: string;
  readonly content: string;
  readonly matches: MatchSpan[];
  readonly segments?: VerseSegment[];
  readonly #json: string;

  constructor(kept: KeptVerse, matches: MatchSpan[], segments: VerseSegment[] | undefined) {
    const fields = kept.fields;
    this.id = fields.id;
    this.book = fields.book;
    this.bookName = fields.bookName;
    this.chapter = fields.chapter;
    this.verse = fields.verse;
    this.reference = fields.reference;
    this.title = fields.title;
    this.text = fields.text;
    this.content = fields.content;
    this.matches = matches;
    this.segments = segments;
    this.#json = kept.json;
  }

  /** The result's JSON, from the kept beginning. */
  static json(value: object): string | undefined {
    if (!(#json in value)) return undefined;
    const { matches, segments } = value;
    let json = `${value.#json},"matches":[`;
    for (let index = 0; index < matches.length; index++) {
      json += `${index > 0 ? ',' : ''}{"start":${matches[index]!.start},"end":${matches[index]!.end}}`;
    }
    return `${json}]${segments ? `,"segments":${JSON.stringify(segments)}` : ''}}`;
  }
}

export function verseResult(kept: KeptVerse, matches: MatchSpan[], segments?: VerseSegment[]): VerseResult {
  return new FoundVerse(kept, matches, segments);
}

/**
 * The same text as `JSON.stringify(value)` for plain data, with each result made by `verseResult` written
 * from its kept JSON instead of escaping the verse text again: a page of 30 verses carries the text of each
 * twice (`text`, `content`), and serialising it was the largest cost of a search answer.
 */
export function answerJson(value: unknown): string {
  if (Array.isArray(value)) {
    let json = '[';
    for (let index = 0; index < value.length; index++) {
      if (index > 0) json += ',';
      json += value[index] === undefined ? 'null' : answerJson(value[index]);
    }
    return json + ']';
  }
  if (value !== null && typeof value === 'object') {
    const found = FoundVerse.json(value);
    if (found !== undefined) return found;
    let json = '{';
    for (const [key, field] of Object.entries(value)) {
      if (field === undefined || typeof field === 'function' || typeof field === 'symbol') continue;
      if (json.length > 1) json += ',';
      json += `${JSON.stringify(key)}:${answerJson(field)}`;
    }
    return json + '}';
  }
  return JSON.stringify(value);
}
