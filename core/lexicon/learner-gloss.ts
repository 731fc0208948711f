import { englishStem } from '../search/english-forms';
import { renderingOf } from './kjv-usage';
import { shortGloss } from './gloss';
import { FUNCTION_WORD_GLOSSES } from './function-word-glosses';

/** A token text's rendering (`renderingOf`) and the same words as written. */
export interface TokenReading {
  rendering: string;
  written: string[];
}

/** A Strong's number's renderings in the KJV: each distinct one counted once per verse, with its spellings. */
export class KjvRenderings {
  /** Verses of the KJV that carry the number. */
  verses = 0;
  readonly counts = new Map<string, number>();
  /** How often each word of the renderings is written so (`God`, `god`), to give the gloss its usual case. */
  private readonly spellings = new Map<string, Map<string, number>>();

  /** `readings` may be shared by the tallies of many numbers: the same token texts recur across them. */
  constructor(private readonly readings = new Map<string, TokenReading>()) {}

  /** Adds one verse's tokens. */
  addVerse(tokens: readonly { t: string; s?: readonly string[] | null }[], strongs: string): void {
    const seen = new Set<string>();
    for (const token of tokens) {
      if (!token.s?.includes(strongs)) continue;
      const { rendering, written } = this.read(token.t);
      if (!rendering) continue;
      seen.add(rendering);
      for (const word of written) {
        const lower = word.toLowerCase();
        let spellings = this.spellings.get(lower);
        if (!spellings) this.spellings.set(lower, (spellings = new Map()));
        spellings.set(word, (spellings.get(word) ?? 0) + 1);
      }
    }
    if (seen.size) this.verses += 1;
    for (const rendering of seen) this.counts.set(rendering, (this.counts.get(rendering) ?? 0) + 1);
  }

  private read(text: string): TokenReading {
    let reading = this.readings.get(text);
    if (!reading) {
      const rendering = renderingOf(text);
      // renderingOf only drops leading words, so the rendering is the last words of the text as written.
      const written = rendering ? writtenWords(text).slice(-rendering.split(' ').length) : [];
      reading = { rendering, written };
      this.readings.set(text, reading);
    }
    return reading;
  }

  /** A rendering in its usual case, word by word: `God` rather than `god`, `LORD` rather than `lord`. */
  spellingOf(rendering: string): string {
    return rendering
      .split(' ')
      .map((word) => {
        let best = word;
        let bestCount = 0;
        for (const [spelling, count] of this.spellings.get(word) ?? []) {
          if (count > bestCount) [best, bestCount] = [spelling, count];
        }
        return best;
      })
      .join(' ');
  }
}

/** What a gloss is made from: the dictionary entry and how often the Hebrew Bible has the word. */
export interface GlossEntry {
  strongs: string;
  definition: string;
  usage: string | null;
  partOfSpeech: string | null;
  occurrences: number;
}

/**
 * The KJV must tag a number in at least this share of the Hebrew occurrences for its renderings to speak for
 * the word; below it the KJV leaves the word untranslated or tags a neighbour instead.
 */
const KJV_MIN_SHARE = 0.25;
/** The dictionary's first sense wins when the KJV uses it at least this share as often as its top rendering. */
const DICTIONARY_MIN_SHARE = 1 / 8;
/** A dictionary sense of more content words than this is a description, not a gloss. */
const DICTIONARY_MAX_WORDS = 2;

/**
 * A gloss a learner can use: the override for a function word; else the dictionary's first sense when it is
 * short and the KJV renders the word so often enough; else the KJV's most frequent rendering, its inflected
 * forms counted together (`said`, `saith`, `saying` → `to say`); else the dictionary's first sense.
 */
export function learnerGloss(entry: GlossEntry, kjv: KjvRenderings | undefined): string {
  return learnerGlossOf(
    {
      strongs: entry.strongs,
      sense: dictionarySense(entry.definition, entry.usage),
      isVerb: /^verb/i.test(entry.partOfSpeech ?? ''),
      occurrences: entry.occurrences,
    },
    kjv,
  );
}

/** What `learnerGloss` weighs, with the dictionary's sense already read (`dictionarySense`). */
export interface SenseEntry {
  strongs: string;
  /** The dictionary's first sense (`dictionarySense`). */
  sense: string;
  isVerb: boolean;
  /** How often the original text has the word, counted as the KJV's renderings are. */
  occurrences: number;
}

/** `learnerGloss` for an entry whose dictionary sense was read before (the interlinear keeps only that). */
export function learnerGlossOf(entry: SenseEntry, kjv: KjvRenderings | undefined): string {
  const override = FUNCTION_WORD_GLOSSES[entry.strongs];
  if (override) return override;
  const { sense: dictionary, isVerb } = entry;
  if (!kjv || kjv.verses < entry.occurrences * KJV_MIN_SHARE) return dictionary;
  const groups = renderingGroups(kjv, isVerb);
  // A verb's gloss must come from verb forms: `scribe` and `ruler` render verbs as nouns.
  const top = isVerb ? groups.find((group) => group.verbal) : groups[0];
  if (!top) return dictionary;
  const content = contentWords(dictionary);
  if (content.length && content.length <= DICTIONARY_MAX_WORDS) {
    const support = Math.max(...content.map((word) => supportOf(groups, word, isVerb)));
    if (support >= top.count * DICTIONARY_MIN_SHARE) return dictionary;
  }
  if (!isVerb) return kjv.spellingOf(top.display);
  // Only an inflected form (`departed`) was found: its base is a guess, the dictionary's sense is not.
  if (INFLECTED.test(top.display.split(' ')[0]!)) return dictionary;
  return `to ${kjv.spellingOf(top.display)}`;
}

/** The dictionary's first sense, without an article, a hedge or a trailing adverb ("to hear intelligently"). */
export function dictionarySense(definition: string, usage: string | null): string {
  let sense = shortGloss(definition, usage);
  for (let previous = ''; previous !== sense;) {
    previous = sense;
    sense = sense.replace(/^(?:a|an|the|probably|perhaps|hence|interrogative)\s+/i, '');
  }
  return sense.replace(/(\S)\s+\w+ly$/, '$1');
}

interface RenderingGroup {
  /** The stems of the rendering's words. */
  key: string;
  count: number;
  /** The member to show: a verb's most frequent base form, another word's most frequent singular. */
  display: string;
  /** Some rendering is a verb form: inflected (`loved`, `saith`) or after an auxiliary (`shall love`). */
  verbal: boolean;
}

// Words that open a KJV rendering without being its meaning: auxiliaries, negations, quantifiers, vocatives,
// comparisons.
const LEADING_AUXILIARIES = new Set(
  (
    'shall shalt will wilt hath hast have has had did didst doth dost may mayest might let is are was were art ' +
    'am not no all every o which who whom whose whosoever whatsoever thus also now behold even like as'
  ).split(' '),
);

const IRREGULAR_PLURALS = new Map([
  ['men', 'man'],
  ['women', 'woman'],
  ['children', 'child'],
  ['feet', 'foot'],
  ['teeth', 'tooth'],
  ['oxen', 'ox'],
]);

// Irregular forms of the KJV's frequent verbs, so that `said` and `say` are counted as one rendering.
const IRREGULAR_VERBS = new Map(
  (
    'said:say saith:say spake:speak spoken:speak came:come went:go gone:go gave:give given:give saw:see ' +
    'seen:see took:take taken:take knew:know known:know made:make did:do done:do doeth:do brought:bring ' +
    'sent:send sat:sit stood:stand found:find heard:hear told:tell built:build slew:slay slain:slay ' +
    'brake:break broken:break fell:fall fallen:fall ate:eat eaten:eat bare:bear born:bear borne:bear ' +
    'begat:beget begotten:beget smote:smite smitten:smite arose:arise risen:rise rose:rise ' +
    'forsook:forsake forsaken:forsake wrote:write written:write drank:drink drunk:drink led:lead fled:flee ' +
    'kept:keep laid:lay hid:hide hidden:hide sought:seek taught:teach bought:buy sware:swear sworn:swear ' +
    'chose:choose chosen:choose grew:grow drew:draw drawn:draw gat:get got:get gotten:get ' +
    'understood:understand dwelt:dwell slept:sleep wept:weep clave:cleave began:begin begun:begin left:leave'
  )
    .split(' ')
    .map((pair) => pair.split(':') as [string, string]),
);

const INFLECTED = /(?:eth|est|ed|ing)$/;

/** A word's base form: a verb's (`said` → `say`) for a verb, a noun's singular (`men` → `man`) for others. */
function baseForm(word: string, isVerb: boolean): string {
  return (isVerb ? IRREGULAR_VERBS.get(word) : IRREGULAR_PLURALS.get(word)) ?? word;
}

/**
 * The KJV renderings with their inflected forms counted together, most verses first; a verb's group is shown
 * by its base form (`say` for `said`, `saith`, `saying`), any other by its singular (`son` for `sons`).
 */
export function renderingGroups(kjv: KjvRenderings, isVerb: boolean): RenderingGroup[] {
  const groups = new Map<string, { count: number; verbal: boolean; members: Map<string, number> }>();
  for (const [rendering, count] of kjv.counts) {
    const words = rendering.split(' ');
    let first = 0;
    while (first < words.length - 1 && LEADING_AUXILIARIES.has(words[first]!)) first += 1;
    // What is left may open with an article again (`all the priests` → `the priests` → `priests`).
    const rest = renderingOf(words.slice(first).join(' ')).split(' ');
    const base = rest.map((word) => baseForm(word, isVerb));
    const key = base.map(englishStem).join(' ');
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { count: 0, verbal: false, members: new Map() }));
    group.count += count;
    group.verbal ||= first > 0 || rest.some((word) => INFLECTED.test(word) || IRREGULAR_VERBS.has(word));
    const member = base.join(' ');
    group.members.set(member, (group.members.get(member) ?? 0) + count);
  }
  return [...groups]
    .map(([key, group]) => ({
      key,
      count: group.count,
      verbal: group.verbal,
      display: displayOf(group.members, isVerb),
    }))
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

function displayOf(members: Map<string, number>, isVerb: boolean): string {
  const ranked = [...members].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const chosen = isVerb
    ? ranked.find(([member]) => !INFLECTED.test(member.split(' ')[0]!))
    : // The singular when there is one: `enemy` beside `enemies` (but `righteousness`).
      ranked.find(([member]) => !/[^s]s$/.test(member.split(' ').at(-1)!));
  return (chosen ?? ranked[0]!)[0];
}

const DICTIONARY_STOP_WORDS = new Set('to be a an the or and of in i.e. one as'.split(' '));

function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter((word) => word && !DICTIONARY_STOP_WORDS.has(word));
}

/** Verses whose rendering has a word of this word's stem. */
function supportOf(groups: readonly RenderingGroup[], word: string, isVerb: boolean): number {
  const stem = englishStem(baseForm(word, isVerb));
  return groups
    .filter((group) => group.key.split(' ').includes(stem))
    .reduce((sum, group) => sum + group.count, 0);
}

/** The words of a token's text as written, split as `renderingOf` splits them. */
function writtenWords(text: string): string[] {
  return text
    .replace(/[^\p{L}\p{N}'’\s-]+/gu, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^['’-]+|['’-]+$/g, ''))
    .filter(Boolean);
}
