import type { ScholarlyEntry } from '../model';
import type { GreekStrongRecord } from './greek-strong';

/** Gives the Strong's number (`G26`) for a Greek dictionary form, or undefined when none is certain. */
export type GreekLemmaResolver = (lemma: string) => string | undefined;

/**
 * MorphGNT lemmas whose Strong's headword differs by more than accents or a rule can bridge (spelling, a
 * plural headword, an Attic contraction). Each row was checked against the strongsgreek.xml headword.
 */
const EXCEPTIONS: Readonly<Record<string, string>> = {
  Δαυίδ: 'G1138', // Δαβίδ
  λοιπός: 'G3062', // λοιποί
  ἐλεάω: 'G1653', // ἐλεέω
  χρυσοῦς: 'G5552', // χρύσεος
  ὀψία: 'G3798', // ὄψιος
  ἔνατος: 'G1766', // ἔννατος
  μέλει: 'G3199', // μέλω
  Σαμαρίτης: 'G4541', // Σαμαρείτης
  ἐγκακέω: 'G1573', // ἐκκακέω
  εἴπερ: 'G1512', // εἴ περ
  διαρρήγνυμι: 'G1284', // διαῤῥήσσω
  ἐμπίμπλημι: 'G1705', // ἐμπίπλημι
  ἐμπίμπρημι: 'G1714', // ἐμπρήθω
  σιδηροῦς: 'G4603', // σιδήρεος
  ἀργυροῦς: 'G693', // ἀργύρεος
  πετρῶδες: 'G4075', // πετρώδης
  εἴωθα: 'G1486', // ἔθω
  στεῖρα: 'G4723', // στείρος
  Ἐλιακίμ: 'G1662', // Ἐλιακείμ
  Νεφθαλίμ: 'G3508', // Νεφθαλείμ
  Ἰσκαριώθ: 'G2469', // Ἰσκαριώτης
  πλοῦς: 'G4144', // πλόος
  Ἄλφα: 'G1', // Α
  Βόες: 'G1003', // Βοόζ
  Ἰωβήδ: 'G5601', // Ὠβήδ
  Ἀχίμ: 'G885', // Ἀχείμ
  ψευδόμαρτυς: 'G5575', // ψευδομάρτυρ
  Ἰάϊρος: 'G2383', // Ἰάειρος
  Βηθσαϊδάν: 'G966', // Βηθσαϊδά
  ἀλάβαστρος: 'G211', // ἀλάβαστρον
  ἐλωΐ: 'G1682', // ἐλοΐ
  Καϊνάμ: 'G2536', // Καϊνάν
  σύνοιδα: 'G4894', // συνείδω
  συνοράω: 'G4894', // συνείδω
  οἰκτίρω: 'G3627', // οἰκτείρω
  οὔ: 'G3756', // οὐ; folded it also matches οὗ (G3757)
  Ὦ: 'G5599', // ὦ the interjection; folded it also matches Ω (G5598) and ὦ (G5600)
};

/** Deponent headwords (`φοβέομαι`) that Strong's lists under the active form (`φοβέω`). */
const DEPONENT_ENDINGS: ReadonlyArray<readonly [string, string]> = [
  ['ομαι', 'ω'],
  ['αμαι', 'ημι'],
  ['εμαι', 'ημι'],
  ['υμαι', 'υμι'],
];

/** Accents, breathings and case removed, final sigma folded: the key for near matches. */
export function foldGreek(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ς/g, 'σ')
    .normalize('NFC');
}

/**
 * Builds the lemma → Strong's resolver (DATA.md §E6): hand-checked exceptions, then the exact Strong's headword,
 * then the accent-insensitive one, then Abbott-Smith's `strong`, then movable letters and deponents. A lemma
 * matching several numbers is settled by Abbott-Smith or left without a number.
 */
export function buildGreekLemmaResolver(
  strongs: readonly GreekStrongRecord[],
  abbottSmith: readonly ScholarlyEntry[] = [],
): GreekLemmaResolver {
  const exact = new Map<string, Set<string>>();
  const folded = new Map<string, Set<string>>();
  for (const { entry, alternateLemmas } of strongs) {
    for (const lemma of [entry.lemma, ...alternateLemmas]) {
      if (lemma === '') continue;
      addTo(exact, lemma.normalize('NFC'), entry.strongs);
      addTo(folded, foldGreek(lemma), entry.strongs);
    }
  }
  const byAbbottSmith = new Map<string, Set<string>>();
  for (const entry of abbottSmith) {
    for (const number of entry.strongs)
      if (number.startsWith('G')) addTo(byAbbottSmith, entry.headword, number);
  }

  const pick = (candidates: Set<string> | undefined, lemma: string): string | undefined => {
    if (!candidates) return undefined;
    if (candidates.size === 1) return [...candidates][0];
    const settled = [...(byAbbottSmith.get(lemma) ?? [])].filter((number) => candidates.has(number));
    return settled.length === 1 ? settled[0] : undefined;
  };
  const resolve = (lemma: string): string | undefined => {
    const exception = Object.hasOwn(EXCEPTIONS, lemma) ? EXCEPTIONS[lemma] : undefined;
    if (exception) return exception;
    if (exact.has(lemma)) return pick(exact.get(lemma), lemma);
    if (folded.has(foldGreek(lemma))) return pick(folded.get(foldGreek(lemma)), lemma);
    const fromAbbottSmith = byAbbottSmith.get(lemma);
    if (fromAbbottSmith?.size === 1) return [...fromAbbottSmith][0];
    for (const variant of variants(lemma)) {
      const candidates = folded.get(foldGreek(variant));
      if (candidates?.size === 1) return [...candidates][0];
    }
    return undefined;
  };

  const cache = new Map<string, string | undefined>();
  return (lemma) => {
    const key = lemma.normalize('NFC');
    if (!cache.has(key)) cache.set(key, resolve(key));
    return cache.get(key);
  };
}

/** Spellings Strong's may use instead: `οὕτω(ς)` → `οὕτως`, `οὕτω`; `φοβέομαι` → `φοβέω`. */
function variants(lemma: string): string[] {
  const result: string[] = [];
  const movable = /^(.*)\((\p{L})\)$/u.exec(lemma);
  if (movable) result.push(movable[1]! + movable[2]!, movable[1]!);
  for (const [ending, replacement] of DEPONENT_ENDINGS) {
    if (lemma.endsWith(ending)) result.push(lemma.slice(0, -ending.length) + replacement);
  }
  return result;
}

function addTo(index: Map<string, Set<string>>, key: string, value: string): void {
  const set = index.get(key);
  if (set) set.add(value);
  else index.set(key, new Set([value]));
}
